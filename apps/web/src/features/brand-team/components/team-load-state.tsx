import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/i18n-provider';

/** Loading and load-failure states shared by the team dialogs (spec 02 section 8: 'Failed to load team members'). */
export function TeamLoadState({ isError, onRetry }: { isError: boolean; onRetry: () => void }) {
  const t = useT();
  if (!isError) {
    return (
      <div role="status" className="flex items-center gap-3 py-6 text-sm text-muted-foreground">
        <Spinner /> {t('brandTeam.loading')}
      </div>
    );
  }
  return <RetryAlert message={t('brandTeam.loadFailed')} onRetry={onRetry} />;
}
