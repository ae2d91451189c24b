import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';

/** Loading and load-failure states shared by the team dialogs (spec 02 section 8: 'Failed to load team members'). */
export function TeamLoadState({ isError, onRetry }: { isError: boolean; onRetry: () => void }) {
  if (!isError) {
    return (
      <div role="status" className="flex items-center gap-3 py-6 text-sm text-muted-foreground">
        <Spinner /> Loading profiles...
      </div>
    );
  }
  return <RetryAlert message="Failed to load brand profiles" onRetry={onRetry} />;
}
