// Group commit: inserts that arrive while a transaction is being committed wait and go
// together in the next one, so the embedded database (one connection, one core) commits
// many requests at the cost of one. Every job stays all-or-nothing: when a batch fails,
// its jobs are retried one transaction each, so one bad job never sinks the others.
//
// Jobs made only of plain inserts (RowsInsert: nothing returned) go into the batch as ONE
// multi-row insert per table (the columns any of its rows has, `default` where a row has no
// value: compileRowsInsert in client.ts): one statement for the whole batch instead of one per
// request (parse, plan and a round trip each, on PGlite and PostgreSQL).
import { isRowsInsert, type BatchRunner, type Row, type RowsInsert, type Statement } from "./client.ts";

type Job = { statements: Statement[]; resolve: (rows: Row[]) => void; reject: (error: unknown) => void };

export const MAX_BATCH_JOBS = 200;

/** A job made only of row inserts (a contact message, and its mail in the outbox). */
function onlyRowInserts(statements: Statement[]): statements is RowsInsert[] {
  return statements.length > 0 && statements.every(isRowsInsert);
}

/**
 * The batch's groups and, for each job, the index of its own group, or null when its inserts
 * were merged with other jobs' (one multi-row insert per table, at the place of the first job
 * that had one). Merged inserts return nothing.
 */
export function planBatch(statementsPerJob: Statement[][]): { groups: Statement[][]; groupOf: (number | null)[] } {
  const groups: Statement[][] = [];
  const groupOf: (number | null)[] = [];
  const merged = new Map<RowsInsert["insertInto"], RowsInsert>();
  for (const statements of statementsPerJob) {
    if (!onlyRowInserts(statements)) {
      groupOf.push(groups.push(statements) - 1);
      continue;
    }
    groupOf.push(null);
    for (const insert of statements) {
      const found = merged.get(insert.insertInto);
      if (found) {
        found.rows.push(...insert.rows);
      } else {
        // A copy: the job's own statement stays as it was (retried alone if the batch fails).
        const copy: RowsInsert = { insertInto: insert.insertInto, rows: [...insert.rows] };
        groups.push([copy]);
        merged.set(insert.insertInto, copy);
      }
    }
  }
  return { groups, groupOf };
}

export function createWriteQueue(runBatch: BatchRunner) {
  const queue: Job[] = [];
  let running = false;

  async function runJobs(jobs: Job[]): Promise<Row[][]> {
    const { groups, groupOf } = planBatch(jobs.map((job) => job.statements));
    const results = await runBatch(groups);
    return groupOf.map((group) => (group === null ? [] : results[group]!));
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
