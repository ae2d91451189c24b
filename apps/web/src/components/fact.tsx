import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** One labelled value of a card's facts (inside a `<dl>`): a small muted label above the value. */
export function Fact({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('grid gap-0.5', className)}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium">{children}</dd>
    </div>
  );
}
