import { isExpiringSoon } from '@partnerly/contracts/private-code-rules';
import { useEffect, useState } from 'react';
import { usePageT } from '@/components/public-page/public-language';
import { expiryChipOf, remainingUsesLabel } from '../redeem-page-format';

const chipClass = 'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium';

/** The current time, moved on every minute while `isTicking` (an expiry under a day away). */
function useMinuteClock(isTicking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isTicking) return;
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, [isTicking]);
  return now;
}

/** The remaining-uses chip (updated live) and the expiry chip (a warning under 24 hours). */
export function OfferChips({
  remainingUses,
  maxUses,
  expiresAt,
}: {
  remainingUses: number;
  maxUses: number;
  expiresAt: string | null;
}) {
  const t = usePageT();
  const now = useMinuteClock(isExpiringSoon(expiresAt));
  const expiry = expiryChipOf(t, expiresAt, now);
  return (
    <div className="flex flex-wrap gap-2">
      <p className={`${chipClass} border-primary/30 bg-primary/10 text-primary`}>
        <span className="sr-only">{t('redeem.usesLeftLabel')}</span>
        <span aria-live="polite">{remainingUsesLabel(t, remainingUses, maxUses)}</span>
      </p>
      {expiry ? (
        <p
          className={`${chipClass} ${
            expiry.isWarning
              ? 'border-amber-500/60 bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200'
              : 'bg-secondary text-secondary-foreground'
          }`}
        >
          {expiry.isWarning ? (
            <svg
              viewBox="0 0 24 24"
              className="size-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden
            >
              <path d="M12 9v4M12 17h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
            </svg>
          ) : null}
          {expiry.label}
        </p>
      ) : null}
    </div>
  );
}
