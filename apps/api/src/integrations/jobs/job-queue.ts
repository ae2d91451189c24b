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

export interface WorkOptions extends QueuePolicy {
  /** Deletes the job once handled, so its data is not kept (e-mails carry one-time links). */
  shouldDeleteOnSuccess?: boolean;
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
  /** Handles the queue's jobs one at a time in this process; sets the queue's retry policy. */
  work<Data extends object>(name: string, handler: JobHandler<Data>, options?: WorkOptions): Promise<void>;
  /** Sends a job with this data on a cron schedule (5 fields, UTC by default), once per run across processes. */
  schedule<Data extends object>(
    name: string,
    cron: string,
    data?: Data,
    options?: { timezone?: string },
  ): Promise<void>;
  unschedule(name: string): Promise<void>;
}
