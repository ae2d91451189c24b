import { useCallback, useEffect, useRef, useState } from 'react';
import { retryDelayMs } from './retry-delay';

interface BackoffRetryOptions {
  /** Resolves true when the thing that failed works again. */
  probe: () => Promise<boolean>;
  /** Called once, after the first successful probe. */
  onRecover: () => void;
  /** Attempts already made (e.g. before a reload): the back-off continues from there. */
  initialAttempt?: number;
}

export interface BackoffRetryState {
  /** Whole seconds until the next automatic attempt. */
  secondsLeft: number;
  isChecking: boolean;
  /** Checks at once (e.g. when the browser reports it is online again). */
  retryNow: () => void;
}

export interface RetrySchedule {
  /** Retries already made (0-based number of the next one). */
  attempt: number;
  /** Epoch milliseconds at which the next retry runs. */
  dueAt: number;
}

/** The first wait continues the back-off from `initialAttempt` retries made earlier (e.g. before a reload). */
export function firstRetrySchedule(initialAttempt: number | undefined, now: number): RetrySchedule {
  const attempt =
    Number.isInteger(initialAttempt) && (initialAttempt ?? 0) > 0 ? (initialAttempt as number) : 0;
  return { attempt, dueAt: now + retryDelayMs(attempt) };
}

/** The wait after a retry failed: one step longer, up to the 5 s ceiling. */
export function nextRetrySchedule(current: RetrySchedule, now: number): RetrySchedule {
  const attempt = current.attempt + 1;
  return { attempt, dueAt: now + retryDelayMs(attempt) };
}

/** Retries `probe` after 1 s, 2 s, 4 s and then every 5 s until it succeeds. */
export function useBackoffRetry({
  probe,
  onRecover,
  initialAttempt,
}: BackoffRetryOptions): BackoffRetryState {
  const [schedule, setSchedule] = useState<RetrySchedule>(() =>
    firstRetrySchedule(initialAttempt, Date.now()),
  );
  const [now, setNow] = useState(() => Date.now());
  const [isChecking, setIsChecking] = useState(false);
  const latest = useRef({ probe, onRecover });
  useEffect(() => {
    latest.current = { probe, onRecover };
  });

  useEffect(() => {
    const ticker = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(ticker);
  }, []);

  useEffect(() => {
    let isCancelled = false;
    const timer = setTimeout(
      async () => {
        setIsChecking(true);
        const isWorking = await latest.current.probe().catch(() => false);
        if (isCancelled) return;
        setIsChecking(false);
        if (isWorking) {
          latest.current.onRecover();
          return;
        }
        setSchedule(nextRetrySchedule(schedule, Date.now()));
      },
      Math.max(0, schedule.dueAt - Date.now()),
    );
    return () => {
      isCancelled = true;
      clearTimeout(timer);
    };
  }, [schedule]);

  const retryNow = useCallback(
    () => setSchedule((current) => ({ attempt: current.attempt, dueAt: Date.now() })),
    [],
  );
  return { secondsLeft: Math.max(0, Math.ceil((schedule.dueAt - now) / 1000)), isChecking, retryNow };
}
