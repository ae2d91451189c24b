import { SUPPORT_REQUEST_TYPE_LABELS, type SupportRequest } from '@partnerly/contracts';
import { MessageSquareReply } from 'lucide-react';
import { SupportStatusBadge } from '@/components/support/support-badges';
import { Button } from '@/components/ui/button';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { useMySupportRequests } from '../api/support-requests';

function RequestItem({ request }: { request: SupportRequest }) {
  return (
    <li className="grid gap-2 rounded-lg border p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-medium break-words">{request.subject}</h3>
          <p className="text-xs text-muted-foreground">
            {SUPPORT_REQUEST_TYPE_LABELS[request.requestType]} · Sent {formatDateTime(request.createdAt)}
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
            <MessageSquareReply className="size-4 shrink-0 text-primary" aria-hidden /> Reply from Partnerly
            support
          </p>
          {request.repliedAt ? (
            <p className="text-xs text-muted-foreground">{formatDateTime(request.repliedAt)}</p>
          ) : null}
          <p className="break-words whitespace-pre-wrap">{request.reply}</p>
        </div>
      ) : request.status === 'open' ? (
        <p className="text-xs text-muted-foreground">We will answer here and by e-mail.</p>
      ) : null}
    </li>
  );
}

/** 'My requests': what the user sent, newest first, with status and the team's answer (live). */
export function MySupportRequests({ onNew }: { onNew: () => void }) {
  const requests = useMySupportRequests();
  if (requests.isPending)
    return (
      <div className="grid gap-3" role="status" aria-busy="true" aria-label="Loading your requests">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  if (requests.isError)
    return <RetryAlert message="Could not load your requests." onRetry={() => void requests.refetch()} />;
  if (requests.data.requests.length === 0)
    return (
      <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-6 text-center">
        <p className="font-medium">No requests yet</p>
        <p className="text-sm text-muted-foreground">
          Questions, feedback, bug reports and ideas you send appear here with our answers.
        </p>
        <Button variant="outline" size="sm" onClick={onNew}>
          New request
        </Button>
      </div>
    );
  return (
    <ul className="grid gap-3" aria-label="My requests">
      {requests.data.requests.map((request) => (
        <RequestItem key={request.id} request={request} />
      ))}
    </ul>
  );
}
