import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** An empty or failed section: icon, title, what it means or what to do, and an action. */
export function AnalyticsNotice({
  icon: Icon,
  title,
  children,
  action,
  role,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  action?: ReactNode;
  role?: 'alert' | 'status';
}) {
  return (
    <div
      role={role}
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-10 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-primary/10">
        <Icon className="size-6 text-primary" aria-hidden />
      </span>
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="max-w-lg text-sm text-muted-foreground">{children}</div>
      {action}
    </div>
  );
}
