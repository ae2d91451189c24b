import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/i18n-provider';

/** A dashboard card's failed load: what could not be loaded, and Try Again. */
export function CardLoadFailure({
  message,
  onRetry,
  isRetrying,
}: {
  message: string;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  const t = useT();
  return (
    <div role="alert" className="flex flex-col items-center gap-2 py-6 text-center">
      <p className="text-sm text-muted-foreground">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={isRetrying}>
        <RefreshCw aria-hidden /> {t('errors.tryAgain')}
      </Button>
    </div>
  );
}

/** A dashboard card while it loads: the status for screen readers and two skeleton rows. */
export function CardLoading({
  label,
  firstRowClassName = 'h-10 w-full',
}: {
  label: string;
  firstRowClassName?: string;
}) {
  return (
    <div className="grid gap-3">
      <p role="status" className="sr-only">
        {label}
      </p>
      <Skeleton className={firstRowClassName} />
      <Skeleton className="h-10 w-full" />
    </div>
  );
}
