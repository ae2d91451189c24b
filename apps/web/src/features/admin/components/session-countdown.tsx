import { ADMIN_SESSION_TIMEOUT_MS } from '@partnerly/contracts';
import { Timer } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '@/lib/i18n/i18n-provider';
import { useEndElevation, useTouchElevation } from '../api/admin-elevation';

/** Activity that keeps the console open (spec 03: mouse, key, scroll or touch). */
const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart'] as const;
/** The server hears of activity at most this often (each admin call extends it as well). */
const TOUCH_INTERVAL_MS = 60_000;

/** mm:ss of the time left (spec 03 section 9: ticks each second). */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The admin session's countdown: 30 minutes from the last activity, shown as mm:ss and reset by
 * activity (which also extends the elevation on the server, at most once a minute). At zero
 * the console locks; the server has ended the elevation by then too.
 */
export function SessionCountdown({ expiresAt }: { expiresAt: string }) {
  const t = useT();
  // The later of the server's end and 30 minutes after the last activity seen here.
  const [activityDeadline, setActivityDeadline] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const lastTouch = useRef(0);
  const touch = useTouchElevation();
  const end = useEndElevation();
  const { mutate: touchServer } = touch;
  const { mutate: endSession } = end;

  useEffect(() => {
    const onActivity = () => {
      setActivityDeadline(Date.now() + ADMIN_SESSION_TIMEOUT_MS);
      if (Date.now() - lastTouch.current >= TOUCH_INTERVAL_MS) {
        lastTouch.current = Date.now();
        touchServer();
      }
    };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true });
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity);
    };
  }, [touchServer]);

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  const left = Math.max(Date.parse(expiresAt), activityDeadline) - now;
  useEffect(() => {
    if (left <= 0) endSession();
  }, [left, endSession]);

  return (
    <span
      className="inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm tabular-nums"
      title={t('admin.sessionLocksHint')}
    >
      <Timer className="size-4" aria-hidden />
      <span className="sr-only">{t('admin.sessionEndsIn')} </span>
      <span data-testid="admin-countdown">{formatCountdown(left)}</span>
    </span>
  );
}
