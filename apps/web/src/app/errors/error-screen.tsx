import type { LucideIcon } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '@/lib/i18n/i18n-provider';
import { cn } from '@/lib/utils';

interface ErrorScreenProps {
  icon: LucideIcon;
  title: string;
  message: ReactNode;
  /** Buttons; the first one is the main action. */
  actions: ReactNode;
  /** Extra content under the message (e.g. the retry countdown). */
  children?: ReactNode;
  tone?: 'destructive' | 'warning';
  /** False when the screen covers a page that keeps its own document title. */
  hasDocumentTitle?: boolean;
  className?: string;
}

/** The layout shared by the error screens: icon, heading, message, actions. */
export function ErrorScreen({
  icon: Icon,
  title,
  message,
  actions,
  children,
  tone = 'destructive',
  hasDocumentTitle = true,
  className,
}: ErrorScreenProps) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The page the visitor was on is gone: put keyboard and screen-reader focus on the news.
  useEffect(() => headingRef.current?.focus({ preventScroll: true }), []);
  return (
    <section
      aria-labelledby="error-screen-title"
      className={cn(
        'mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center gap-4 px-4 py-12 text-center sm:px-6',
        className,
      )}
    >
      {hasDocumentTitle ? <title>{t('common.pageTitle', { title })}</title> : null}
      <span
        aria-hidden
        className={cn(
          'flex size-14 items-center justify-center rounded-full',
          tone === 'warning'
            ? 'bg-amber-500/15 text-amber-600 dark:text-amber-400'
            : 'bg-destructive/10 text-destructive',
        )}
      >
        <Icon className="size-7" />
      </span>
      <h1
        id="error-screen-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-semibold outline-none"
      >
        {title}
      </h1>
      <div role="alert" className="text-muted-foreground">
        {message}
      </div>
      {children}
      <div className="flex w-full flex-col justify-center gap-2 sm:w-auto sm:flex-row">{actions}</div>
    </section>
  );
}
