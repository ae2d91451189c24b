import { History } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { useNameText, useT } from '@/lib/i18n/i18n-provider';
import { FormattedMessage } from 'react-intl';
import { useWorkspaceActivity } from '../api/workspace-activity';
import { activityLabel } from './workspace-format';

/** Who did what in the workspace, newest first (owners; issue 14 item 5). */
export function ActivityList() {
  const t = useT();
  const nameText = useNameText();
  const activity = useWorkspaceActivity();
  if (activity.isPending) {
    return (
      <div role="status" aria-label={t('workspace.loadingActivity')} className="grid gap-3">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-14 w-full" />
        ))}
      </div>
    );
  }
  if (activity.isError) {
    return <RetryAlert message={t('workspace.activityFailed')} onRetry={() => void activity.refetch()} />;
  }
  const items = activity.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border p-8 text-center text-sm text-muted-foreground">
        <History className="size-6" aria-hidden />
        <p>{t('workspace.noActivity')}</p>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <ol aria-label={t('workspace.activity')} className="divide-y rounded-lg border">
        {items.map((item) => (
          <li
            key={item.id}
            className="grid gap-0.5 p-3 sm:flex sm:items-baseline sm:justify-between sm:gap-4"
          >
            <p className="min-w-0 text-sm">
              {item.subject ? (
                <FormattedMessage
                  id="workspace.activityLineSubject"
                  values={{
                    actor: nameText(item.actorName),
                    action: activityLabel(t, item.action),
                    subject: item.subject,
                    b: (chunks) => <span className="font-medium">{chunks}</span>,
                    muted: (chunks) => <span className="break-words text-muted-foreground">{chunks}</span>,
                  }}
                />
              ) : (
                <>
                  <span className="font-medium">{nameText(item.actorName)}</span>{' '}
                  {activityLabel(t, item.action)}
                </>
              )}
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
          {t('workspace.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
