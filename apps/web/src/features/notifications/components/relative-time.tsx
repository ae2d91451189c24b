import { useEffect, useState } from 'react';
import { formatDateTime, formatRelativeTime } from '@/lib/format';

const TICK_MS = 30_000;

/** "5 minutes ago", kept current while shown (a local timer, no requests). */
export function RelativeTime({ value }: { value: string }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const date = new Date(value);
  // A server clock slightly ahead must not read "in 2 seconds".
  const shown = date.getTime() > now.getTime() ? now : date;
  return (
    <time dateTime={value} title={formatDateTime(date)}>
      {formatRelativeTime(shown, now)}
    </time>
  );
}
