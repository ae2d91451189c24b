import { RotateCw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** A failed load inside a card or dialog: 'Error', what failed, and Try Again. */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert variant="destructive">
      <AlertTitle>Error</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>{message}</p>
        <Button type="button" variant="outline" size="sm" className="w-fit" onClick={onRetry}>
          <RotateCw aria-hidden /> Try Again
        </Button>
      </AlertDescription>
    </Alert>
  );
}
