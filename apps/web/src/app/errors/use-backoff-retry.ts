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

interface Schedule {
  attempt: number;
  dueAt: number;
}

/** Retries `probe` after 1 s, 2 s, 4 s and then every 5 s until it succeeds. */
export function useBackoffRetry({ probe, onRecover }: BackoffRetryOptions): BackoffRetryState {
  const [schedule, setSchedule] = useState<Schedule>(() => ({
    attempt: 0,
    dueAt: Date.now() + retryDelayMs(0),
  }));
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
        const attempt = schedule.attempt + 1;
        setSchedule({ attempt, dueAt: Date.now() + retryDelayMs(attempt) });
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
