import { RotateCw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useKnownText, useT } from '@/lib/i18n/i18n-provider';

/** A failed load inside a card or dialog: 'Error', what failed, and Try Again. */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  const known = useKnownText();
  return (
    <Alert variant="destructive">
      <AlertTitle>{t('common.error')}</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>{known(message)}</p>
        <Button type="button" variant="outline" size="sm" className="w-fit" onClick={onRetry}>
          <RotateCw aria-hidden /> {t('errors.tryAgain')}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
