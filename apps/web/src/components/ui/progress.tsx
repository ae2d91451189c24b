import { cn } from '@/lib/utils';

interface ProgressProps {
  /** 0..100. */
  value: number;
  /** The bar's accessible name. */
  label: string;
  /** What a screen reader says for the value ('40% complete'). */
  valueText: string;
  /** The filled part's colour (bg-primary unless given). */
  barClassName?: string;
}

/** A thin determinate progress bar (the profile completion meters). */
export function Progress({ value, label, valueText, barClassName }: ProgressProps) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className="h-2 overflow-hidden rounded-full bg-muted"
    >
      <div
        className={cn('h-full rounded-full transition-[width]', barClassName ?? 'bg-primary')}
        style={{ width: `${value}%` }}
      />
    </div>
  );
}
