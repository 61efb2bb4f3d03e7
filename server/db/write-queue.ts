// Group commit: inserts that arrive while a transaction is being committed wait and go
// together in the next one, so the embedded database (one connection, one core) commits
// many requests at the cost of one. Every job stays all-or-nothing: when a batch fails,
// its jobs are retried one transaction each, so one bad job never sinks the others.
import type { BatchRunner, Row, Statement } from "./client.ts";

type Job = { statements: Statement[]; resolve: (rows: Row[]) => void; reject: (error: unknown) => void };

export const MAX_BATCH_JOBS = 200;

export function createWriteQueue(runBatch: BatchRunner) {
  const queue: Job[] = [];
  let running = false;

  function runJobs(jobs: Job[]): Promise<Row[][]> {
    return runBatch(jobs.map((job) => job.statements));
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
