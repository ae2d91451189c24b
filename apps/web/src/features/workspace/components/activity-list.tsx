import { History } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { useWorkspaceActivity } from '../api/workspace-activity';
import { activityLabel } from './workspace-format';

/** Who did what in the workspace, newest first (owners; issue 14 item 5). */
export function ActivityList() {
  const activity = useWorkspaceActivity();
  if (activity.isPending) {
    return (
      <div role="status" aria-label="Loading activity" className="grid gap-3">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-14 w-full" />
        ))}
      </div>
    );
  }
  if (activity.isError) {
    return <RetryAlert message="Failed to load the activity" onRetry={() => void activity.refetch()} />;
  }
  const items = activity.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border p-8 text-center text-sm text-muted-foreground">
        <History className="size-6" aria-hidden />
        <p>Nothing recorded yet. Campaigns, approvals, payments and team changes appear here.</p>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <ol aria-label="Activity" className="divide-y rounded-lg border">
        {items.map((item) => (
          <li
            key={item.id}
            className="grid gap-0.5 p-3 sm:flex sm:items-baseline sm:justify-between sm:gap-4"
          >
            <p className="min-w-0 text-sm">
              <span className="font-medium">{item.actorName}</span> {activityLabel(item.action)}
              {item.subject ? (
                <>
                  : <span className="break-words text-muted-foreground">{item.subject}</span>
                </>
              ) : null}
            </p>
            <time dateTime={item.createdAt} className="shrink-0 text-xs text-muted-foreground">
              {formatDateTime(item.createdAt)}
            </time>
          </li>
        ))}
      </ol>
      {activity.hasNextPage ? (
        <Button
          variant="outline"
          className="w-fit justify-self-center"
          onClick={() => void activity.fetchNextPage()}
          disabled={activity.isFetchingNextPage}
        >
          {activity.isFetchingNextPage ? <Spinner className="text-current" /> : null}
          Load more
        </Button>
      ) : null}
    </div>
  );
}
