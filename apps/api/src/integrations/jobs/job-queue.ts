/** One stored job handed to a worker. */
export interface Job<Data extends object> {
  id: string;
  name: string;
  data: Data;
  /** 0 on the first attempt, 1 on the first retry, and so on. */
  retryCount: number;
  /** Retries allowed after the first attempt. */
  retryLimit: number;
}

/** Resolves when the job is done; a throw fails the attempt, which is retried while retries remain. */
export type JobHandler<Data extends object> = (job: Job<Data>) => Promise<void>;

/** How a queue retries failed attempts (the worker's owner sets it). */
export interface QueuePolicy {
  /** Retries after the first attempt (default 2). */
  retryLimit?: number;
  /** Wait before a retry (default 0; at least 1 with backoff). */
  retryDelaySeconds?: number;
  /** Doubles the wait on every retry, with jitter: delay·2^n/2 to delay·2^n. */
  retryBackoff?: boolean;
  /** An attempt running longer than this fails and is retried (default 15 minutes). */
  expireInSeconds?: number;
}

export interface WorkOptions<Data extends object = object> extends QueuePolicy {
  /**
   * Deletes the job once handled, so its data is not kept (e-mails carry one-time links); a
   * function decides per job (a keyed job is kept, so its key keeps working, see sendBatch).
   */
  shouldDeleteOnSuccess?: boolean | ((data: Data) => boolean);
}

/** One job of sendBatch. */
interface BatchJob<Data extends object> {
  /**
   * Makes the job at-most-once: a job whose key this queue already holds (waiting, running, or
   * done and not yet deleted) is not stored again. pg-boss keeps done jobs for 7 days.
   */
  key?: string;
  data: Data;
}

/** Per-job overrides of the queue's policy. */
export interface SendOptions extends QueuePolicy {
  /** Not before this time (a Date) or this many seconds from now. */
  startAfter?: Date | number;
}

/**
 * Durable background work stored in the database (pg-boss): jobs survive restarts, failed
 * attempts are retried, and on PostgreSQL any API process may pick a job up.
 */
export interface JobQueue {
  readonly kind: 'pg-boss';
  /**
   * Creates pg-boss's tables when missing (carrying a pg-boss 10 install's waiting jobs and
   * schedules over) and starts polling; called by createDeps.
   */
  start(): Promise<void>;
  /** Stops the workers, waits for running handlers (up to 10 s), then returns. */
  stop(): Promise<void>;
  /** Stores a job and resolves with its id; a worker in this process is woken at once. */
  send<Data extends object>(name: string, data: Data, options?: SendOptions): Promise<string>;
  /**
   * Stores many jobs in one statement per slice of 500 (each slice all or none) and resolves
   * with how many were stored: keyed jobs already held are skipped, so a caller that is retried
   * after a partial run stores only the rest.
   */
  sendBatch<Data extends object>(name: string, jobs: readonly BatchJob<Data>[]): Promise<number>;
  /** Handles the queue's jobs one at a time in this process; sets the queue's retry policy. */
  work<Data extends object>(
    name: string,
    handler: JobHandler<Data>,
    options?: WorkOptions<Data>,
  ): Promise<void>;
  /** Sends a job with this data on a cron schedule (5 fields, UTC by default), once per run across processes. */
  schedule<Data extends object>(
    name: string,
    cron: string,
    data?: Data,
    options?: { timezone?: string },
  ): Promise<void>;
  unschedule(name: string): Promise<void>;
}
