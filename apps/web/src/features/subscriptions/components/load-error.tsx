import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n-provider';

/** A failed load with a way to try again. */
export function LoadError({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry: () => void;
}) {
  const t = useT();
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 p-10 text-center">
      <h1 className="text-xl font-semibold">{title}</h1>
      <p className="text-sm text-muted-foreground">{message}</p>
      <Button onClick={onRetry}>{t('loadError.tryAgain')}</Button>
    </div>
  );
}
