import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/i18n-provider';
import { cn } from '@/lib/utils';

/** One saved value in read-only mode; an empty one reads 'Not set'. */
export function ReadOnlyField({
  label,
  value,
  className,
}: {
  label: string;
  value: ReactNode;
  className?: string;
}) {
  const t = useT();
  const isEmpty = value === null || value === undefined || value === '';
  return (
    <div className={cn('grid gap-1', className)}>
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd
        className={cn('text-sm break-words whitespace-pre-line', isEmpty && 'text-muted-foreground italic')}
      >
        {isEmpty ? t('brandProfiles.notSet') : value}
      </dd>
    </div>
  );
}

/** Labels of the chosen ids, in list order ('' when none, which reads 'Not set'). */
export function labelsOf(
  options: readonly { id: string; label: string }[],
  ids: readonly string[],
  separator: string,
): string {
  return options
    .filter((option) => ids.includes(option.id))
    .map((option) => option.label)
    .join(separator);
}

/** The label of one chosen id ('' when none). */
export function labelOf(options: readonly { id: string; label: string }[], id: string | null): string {
  return options.find((option) => option.id === id)?.label ?? id ?? '';
}
