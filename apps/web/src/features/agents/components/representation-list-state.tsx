import { CircleAlert, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/i18n-provider';

/** The list's loading shape. */
export function RepresentationsLoading() {
  const t = useT();
  return (
    <div className="grid gap-3">
      <p role="status" className="sr-only">
        {t('agents.loading')}
      </p>
      <Skeleton className="h-24 w-full rounded-xl" />
      <Skeleton className="h-24 w-full rounded-xl" />
    </div>
  );
}

export function RepresentationsError({
  message,
  isRetrying,
  onRetry,
}: {
  message: string;
  isRetrying: boolean;
  onRetry(): void;
}) {
  const t = useT();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-8 text-center"
    >
      <CircleAlert className="size-8 text-destructive" aria-hidden />
      <p className="font-semibold">{t('agents.loadFailed')}</p>
      <p className="text-sm text-muted-foreground">{message}</p>
      <Button variant="outline" onClick={onRetry} disabled={isRetrying}>
        {isRetrying ? <Spinner className="text-current" /> : <RefreshCw aria-hidden />}
        {t('agents.tryAgain')}
      </Button>
    </div>
  );
}

/** A section heading with its count, and its items or the empty text. */
export function RepresentationSection({
  title,
  count,
  empty,
  children,
}: {
  title: string;
  count: number;
  empty: string;
  children: ReactNode;
}) {
  /** The count in brackets: punctuation, the same in every language. */
  const countText = `(${count})`;
  return (
    <section aria-label={title} className="grid gap-3">
      <h2 className="text-lg font-semibold">
        {title} <span className="text-muted-foreground">{countText}</span>
      </h2>
      {count === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
          {empty}
        </p>
      ) : (
        children
      )}
    </section>
  );
}
