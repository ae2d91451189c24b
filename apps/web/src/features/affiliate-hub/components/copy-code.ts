import { toast } from '@/components/ui/use-toast';
import type { useT } from '@/lib/i18n/i18n-provider';

/**
 * Copies a code to the clipboard with the spec's toasts. The creator's own copy is not a
 * tracked 'code_copied' event: those count shoppers on the shared page (decision 0051).
 */
export async function copyCode(t: ReturnType<typeof useT>, code: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(code);
    toast({ variant: 'success', title: t('affiliateHub.copied'), description: code });
  } catch {
    // No clipboard (an insecure page, a refused permission).
    toast({ variant: 'destructive', title: t('affiliateHub.copyFailed') });
  }
}
