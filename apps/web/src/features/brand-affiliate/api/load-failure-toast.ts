import { useEffect } from 'react';
import { toast } from '@/components/ui/use-toast';

/**
 * The spec's load-failure toast ('Failed to load affiliate analytics', 'Failed to load accepted
 * applications'), once per failed fetch; the screen also shows the failure with a retry.
 */
export function useLoadFailureToast(
  query: { isError: boolean; errorUpdatedAt: number; error: Error | null },
  title: string,
): void {
  const { isError, errorUpdatedAt, error } = query;
  const reason = error?.message;
  useEffect(() => {
    if (isError) toast({ variant: 'destructive', title, description: reason });
  }, [isError, errorUpdatedAt, title, reason]);
}
