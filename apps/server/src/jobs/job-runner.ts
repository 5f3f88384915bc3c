import {
  PgBoss,
  type JobWithMetadata,
  type Queue,
  type ScheduleOptions,
  type SendOptions,
  type WorkOptions,
} from 'pg-boss';
import type { z } from 'zod';

/**
 * One background task, declared once: its queue's name and options, the shape of its data, and
 * what a worker does with one job. A job with `cron` is also sent on that schedule (pg-boss keeps
 * the schedule in the database, so every process may declare it and it still runs once).
 */
export type JobDefinition<T> = {
  name: string;
  data: z.ZodType<T>;
  queue: Omit<Queue, 'name'>;
  work?: WorkOptions;
  /** A job whose data does not parse is dropped: it can only come from another version. */
  handle: (data: T, job: JobWithMetadata<unknown>) => Promise<void>;
  cron?: { expression: string; options?: ScheduleOptions };
};

/** Definitions of different data types side by side, each still checked against its own. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the list's element type only
export type AnyJobDefinition = JobDefinition<any>;

export type JobRunnerOptions = {
  connectionString: string;
  log: (message: string) => void;
  /** How often pg-boss looks for expired jobs and missed heartbeats (default: every 5 s). */
  superviseIntervalSeconds?: number;
};

export type JobRunner = {
  send: <T>(job: JobDefinition<T>, data: T, options?: SendOptions) => Promise<void>;
  /** Wakes this process's own worker of a queue at once (it would poll within moments anyway). */
  kick: (job: AnyJobDefinition) => void;
  stop: () => Promise<void>;
};

/**
 * Starts pg-boss once for the process and declares every job. With `runWorker` (the API with
 * RUN_WORKER, or `npm run worker`) this process also works them; otherwise it only sends.
 */
export const startJobRunner = async (
  definitions: AnyJobDefinition[],
  runWorker: boolean,
  options: JobRunnerOptions,
): Promise<JobRunner> => {
  const { log } = options;
  const supervise = options.superviseIntervalSeconds ?? 5;
  const boss = new PgBoss({
    connectionString: options.connectionString,
    application_name: 'parytet-jobs',
    max: 4,
    useListenNotify: true,
    superviseIntervalSeconds: supervise,
    monitorIntervalSeconds: supervise,
  });
  // Without a listener an error event (a lost connection) would end the process.
  boss.on('error', (error: Error) => log(`jobs: ${error.message}`));
  boss.on('warning', (warning: { message: string }) => log(`jobs: ${warning.message}`));
  await boss.start();

  const workerIds = new Map<string, string>();
  for (const job of definitions) {
    if (job.queue.deadLetter) await boss.createQueue(job.queue.deadLetter);
    await boss.createQueue(job.name, job.queue);
    // A queue made by an earlier version keeps its old options unless they are updated.
    const { partition, policy, ...changeable } = job.queue;
    void partition;
    void policy;
    if (Object.keys(changeable).length > 0) await boss.updateQueue(job.name, changeable);
  }
  if (runWorker) {
    for (const job of definitions) {
      const id = await boss.work(
        job.name,
        { ...job.work, includeMetadata: true },
        async (jobs: JobWithMetadata<unknown>[]) => {
          for (const one of jobs) {
            const data = job.data.safeParse(one.data);
            if (data.success) await job.handle(data.data, one);
          }
        },
      );
      workerIds.set(job.name, id);
      if (job.cron) await boss.schedule(job.name, job.cron.expression, {}, job.cron.options);
    }
  }

  return {
    send: async (job, data, sendOptions) => {
      // The queue's options (retries, expiry, heartbeat) apply to every job sent to it.
      await boss.send(job.name, data as object, sendOptions ?? {});
    },
    kick: (job) => {
      const id = workerIds.get(job.name);
      if (id) boss.notifyWorker(id);
    },
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
};
