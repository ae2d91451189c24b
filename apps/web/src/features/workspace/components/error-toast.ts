import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { splitTitledMessage } from '@/lib/titled-message';

/** The server's refusal as a toast ('Team Member Limit Reached: ...' becomes title and text). */
export function toastError(error: unknown, fallbackTitle: string, fallbackMessage: string) {
  const message = isApiError(error) ? error.message : fallbackMessage;
  const { title, description } = splitTitledMessage(message, fallbackTitle);
  toast({ variant: 'destructive', title, description });
}
