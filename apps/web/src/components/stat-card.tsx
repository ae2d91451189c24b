import type { ReactNode } from 'react';

/**
 * One figure of a stats row (inside a `<dl>`): the label with its icon, the value and a hint
 * saying what it counts. The brand home and the analytics page use it.
 */
export function StatCard({
  label,
  value,
  hint,
  icon,
}: {
  label: string;
  value: string;
  hint: string;
  icon: ReactNode;
}) {
  return (
    <div className="rounded-xl border bg-card p-5 shadow-sm">
      <dt className="flex items-center justify-between gap-2 text-sm text-muted-foreground [&_svg]:size-5 [&_svg]:text-primary">
        {label}
        {icon}
      </dt>
      <dd className="mt-2 text-2xl font-bold break-words tabular-nums">{value}</dd>
      <dd className="mt-1 text-xs text-muted-foreground">{hint}</dd>
    </div>
  );
}
