import type { SupportRequest } from '@partnerly/contracts';
import { MessageSquareReply } from 'lucide-react';
import { SupportStatusBadge } from '@/components/support/support-badges';
import { Button } from '@/components/ui/button';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n-provider';
import { useMySupportRequests } from '../api/support-requests';
import { REQUEST_TYPE_LABELS } from './support-messages';

function RequestItem({ request }: { request: SupportRequest }) {
  const t = useT();
  return (
    <li className="grid gap-2 rounded-lg border p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-medium break-words">{request.subject}</h3>
          <p className="text-xs text-muted-foreground">
            {t('support.typeSent', {
              type: t(REQUEST_TYPE_LABELS[request.requestType]),
              date: formatDateTime(request.createdAt),
            })}
          </p>
        </div>
        <SupportStatusBadge status={request.status} />
      </div>
      <p className="line-clamp-4 text-sm break-words whitespace-pre-wrap text-muted-foreground">
        {request.message}
      </p>
      {request.reply ? (
        <div className="grid gap-1 rounded-md bg-muted p-3 text-sm">
          <p className="flex items-center gap-2 font-medium">
            <MessageSquareReply className="size-4 shrink-0 text-primary" aria-hidden />
            {t('support.replyFromSupport')}
          </p>
          {request.repliedAt ? (
            <p className="text-xs text-muted-foreground">{formatDateTime(request.repliedAt)}</p>
          ) : null}
          <p className="break-words whitespace-pre-wrap">{request.reply}</p>
        </div>
      ) : request.status === 'open' ? (
        <p className="text-xs text-muted-foreground">{t('support.willAnswer')}</p>
      ) : null}
    </li>
  );
}

/** 'My requests': what the user sent, newest first, with status and the team's answer (live). */
export function MySupportRequests({ onNew }: { onNew: () => void }) {
  const t = useT();
  const requests = useMySupportRequests();
  if (requests.isPending)
    return (
      <div className="grid gap-3" role="status" aria-busy="true" aria-label={t('support.loading')}>
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  if (requests.isError)
    return <RetryAlert message={t('support.loadFailed')} onRetry={() => void requests.refetch()} />;
  if (requests.data.requests.length === 0)
    return (
      <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-6 text-center">
        <p className="font-medium">{t('support.empty')}</p>
        <p className="text-sm text-muted-foreground">{t('support.emptyHint')}</p>
        <Button variant="outline" size="sm" onClick={onNew}>
          {t('support.newRequest')}
        </Button>
      </div>
    );
  return (
    <ul className="grid gap-3" aria-label={t('support.myRequests')}>
      {requests.data.requests.map((request) => (
        <RequestItem key={request.id} request={request} />
      ))}
    </ul>
  );
}
