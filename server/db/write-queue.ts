// Group commit: inserts that arrive while a transaction is being committed wait and go
// together in the next one, so the embedded database (one connection, one core) commits
// many requests at the cost of one. Every job stays all-or-nothing: when a batch fails,
// its jobs are retried one transaction each, so one bad job never sinks the others.
//
// Jobs that are one plain insert each (a RowsInsert: same table, same columns, nothing
// returned) go into the batch as ONE multi-row insert: one statement for the whole batch
// instead of one per request (parse, plan and a round trip each, on PGlite and PostgreSQL).
import { isRowsInsert, type BatchRunner, type Row, type RowsInsert, type Statement } from "./client.ts";

type Job = { statements: Statement[]; resolve: (rows: Row[]) => void; reject: (error: unknown) => void };

export const MAX_BATCH_JOBS = 200;

/** A job's single mergeable insert, or null. */
function mergeableInsert(statements: Statement[]): RowsInsert | null {
  const [only] = statements;
  return statements.length === 1 && only && isRowsInsert(only) ? only : null;
}

/** The batch's groups (a merged insert at the place of the first of its jobs) and, for each
 * job, the index of its group and whether it was merged. */
export function planBatch(statementsPerJob: Statement[][]): {
  groups: Statement[][];
  groupOf: number[];
  merged: boolean[];
} {
  const groups: Statement[][] = [];
  const groupOf: number[] = [];
  const mergedJob: boolean[] = [];
  const merged = new Map<string, { index: number; insert: RowsInsert }>();
  for (const statements of statementsPerJob) {
    const insert = mergeableInsert(statements);
    mergedJob.push(insert !== null);
    if (!insert) {
      groupOf.push(groups.push(statements) - 1);
      continue;
    }
    const key = `${insert.insertInto}\0${insert.columns.join("\0")}`;
    const found = merged.get(key);
    if (found) {
      found.insert.rows.push(...insert.rows);
      groupOf.push(found.index);
    } else {
      // A copy: the job's own statement stays as it was (retried alone if the batch fails).
      const copy: RowsInsert = { insertInto: insert.insertInto, columns: insert.columns, rows: [...insert.rows] };
      const index = groups.push([copy]) - 1;
      merged.set(key, { index, insert: copy });
      groupOf.push(index);
    }
  }
  return { groups, groupOf, merged: mergedJob };
}

export function createWriteQueue(runBatch: BatchRunner) {
  const queue: Job[] = [];
  let running = false;

  async function runJobs(jobs: Job[]): Promise<Row[][]> {
    const { groups, groupOf, merged } = planBatch(jobs.map((job) => job.statements));
    const results = await runBatch(groups);
    // A merged insert returns nothing: each of its jobs gets no rows.
    return groupOf.map((group, i) => (merged[i] ? [] : results[group]!));
  }

  async function drain() {
    running = true;
    try {
      while (queue.length) {
        // The embedded database answers in microtasks, which would starve the event loop:
        // yield once so requests already received can join this batch.
        await new Promise((resolve) => setImmediate(resolve));
        const batch = queue.splice(0, MAX_BATCH_JOBS);
        try {
          const results = await runJobs(batch);
          batch.forEach((job, i) => job.resolve(results[i]!));
        } catch (error) {
          if (batch.length === 1) {
            batch[0]!.reject(error);
            continue;
          }
          for (const job of batch) {
            try {
              const [rows] = await runJobs([job]);
              job.resolve(rows!);
            } catch (jobError) {
              job.reject(jobError);
            }
          }
        }
      }
    } finally {
      running = false;
    }
  }

  return {
    /** Runs the statements in one transaction (shared with other jobs); resolves after commit. */
    submit(statements: Statement[]): Promise<Row[]> {
      return new Promise<Row[]>((resolve, reject) => {
        queue.push({ statements, resolve, reject });
        if (!running) void drain();
      });
    },
  };
}

export type WriteQueue = ReturnType<typeof createWriteQueue>;
