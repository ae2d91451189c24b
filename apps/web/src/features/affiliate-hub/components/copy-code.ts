import { AFFILIATE_HUB_MESSAGES } from '@partnerly/contracts';
import { toast } from '@/components/ui/use-toast';

/**
 * Copies a code to the clipboard with the spec's toasts. The creator's own copy is not a
 * tracked 'code_copied' event: those count shoppers on the shared page (decision 0051).
 */
export async function copyCode(code: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(code);
    toast({ variant: 'success', title: AFFILIATE_HUB_MESSAGES.copied, description: code });
  } catch {
    // No clipboard (an insecure page, a refused permission).
    toast({ variant: 'destructive', title: AFFILIATE_HUB_MESSAGES.copyFailed });
  }
}
