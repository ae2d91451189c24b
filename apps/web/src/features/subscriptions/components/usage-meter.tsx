import { useT } from '@/lib/i18n/i18n-provider';
import { cn } from '@/lib/utils';

interface UsageMeterProps {
  label: string;
  current: number;
  limit: number;
  percent: number;
  /** At or above the panel's warning threshold (80 %). */
  isNearLimit: boolean;
}

/** One monthly allowance: used / limit with a bar; 'Approaching limit' from 80 %, then 'Limit reached'. */
export function UsageMeter({ label, current, limit, percent, isNearLimit }: UsageMeterProps) {
  const t = useT();
  const isAtLimit = limit > 0 && current >= limit;
  const width = limit > 0 ? Math.min(percent, 100) : 0;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium">{label}</span>
        <span className="text-muted-foreground tabular-nums">{t('usage.count', { current, limit })}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={Math.max(limit, 0)}
        aria-valuenow={Math.min(current, Math.max(limit, 0))}
        aria-valuetext={t('usage.valueText', { current, limit })}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width]',
            isAtLimit ? 'bg-destructive' : isNearLimit ? 'bg-amber-500' : 'bg-primary',
          )}
          style={{ width: `${width}%` }}
        />
      </div>
      {isAtLimit ? (
        <p className="text-xs font-medium text-destructive">{t('usage.limitReached')}</p>
      ) : isNearLimit ? (
        <p className="text-xs font-medium text-amber-700 dark:text-amber-400">{t('usage.approaching')}</p>
      ) : null}
    </div>
  );
}
