import { useT } from '@/lib/i18n/i18n-provider';
import { cn } from '@/lib/utils';
import type { IconItem } from './landing-content';

/** Cards with an icon, a title and a sentence (audiences, tools, values). */
export function IconGrid({ items, className }: { items: readonly IconItem[]; className?: string }) {
  const t = useT();
  return (
    <ul className={cn('grid gap-4 sm:grid-cols-2', className)}>
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-4 rounded-xl border bg-card p-5 shadow-sm sm:block sm:p-6">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary sm:mb-4">
            <Icon className="size-5" aria-hidden />
          </span>
          <div>
            <h3 className="mb-1 font-semibold">{t(title)}</h3>
            <p className="text-sm text-muted-foreground">{t(text)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
