import {
  SUPPORT_MESSAGES,
  SUPPORT_REPLY_MAX,
  SUPPORT_REQUEST_TYPE_LABELS,
  type AdminSupportRequest,
} from '@partnerly/contracts';
import { Send, XCircle } from 'lucide-react';
import { useState } from 'react';
import { SupportPriorityBadge, SupportStatusBadge } from '@/components/support/support-badges';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { TextareaField } from '@/components/ui/textarea-field';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { formatDateTime, userTypeLabel } from '@/lib/format';
import { useCloseSupportRequest, useReplyToSupportRequest } from '../api/admin-support';

const failure = (title: string) => (error: Error) =>
  toast({ variant: 'destructive', title, description: isApiError(error) ? error.message : undefined });

function ReplyForm({ request }: { request: AdminSupportRequest }) {
  const reply = useReplyToSupportRequest();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();
  const send = () => {
    setError(undefined);
    reply.mutate(
      { id: request.id, message },
      {
        onSuccess: () => {
          setMessage('');
          toast({
            variant: 'success',
            title: SUPPORT_MESSAGES.replySent,
            description: SUPPORT_MESSAGES.replySentDetail,
          });
        },
        onError: (failed) => {
          setError(isApiError(failed) ? failed.fields.message?.[0] : undefined);
          failure('Reply not sent')(failed);
        },
      },
    );
  };
  return (
    <form
      className="grid gap-3"
      aria-label="Reply"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <TextareaField
        label={request.reply ? 'New answer (replaces the one above)' : 'Reply'}
        rows={5}
        maxLength={SUPPORT_REPLY_MAX}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        hint={`E-mailed to ${request.requester.email} and shown in their requests.`}
        error={error}
      />
      <Button type="submit" className="sm:justify-self-end" disabled={!message.trim() || reply.isPending}>
        {reply.isPending ? <Spinner className="text-current" /> : <Send aria-hidden />} Send Reply
      </Button>
    </form>
  );
}

interface SupportRequestDetailProps {
  request: AdminSupportRequest | null;
  onClose: () => void;
}

/** One request in full: sender, message, the answer so far, the reply form and Close Request. */
export function SupportRequestDetail({ request, onClose }: SupportRequestDetailProps) {
  const close = useCloseSupportRequest();
  const [isConfirming, setIsConfirming] = useState(false);
  const confirmClose = () => {
    if (!request) return;
    close.mutate(request.id, {
      onSuccess: () => {
        setIsConfirming(false);
        toast({ variant: 'success', title: SUPPORT_MESSAGES.requestClosed, description: request.subject });
      },
      onError: (error) => {
        setIsConfirming(false);
        failure('Request not closed')(error);
      },
    });
  };
  return (
    <Dialog open={request !== null} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      {request ? (
        <DialogContent className="content-start sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle className="pr-6 break-words">{request.subject}</DialogTitle>
            <DialogDescription>
              {request.requester.name} · {request.requester.email}
              {request.requester.userType ? ` · ${userTypeLabel(request.requester.userType)}` : ''}
            </DialogDescription>
          </DialogHeader>
          <div className="flex flex-wrap items-center gap-2">
            <SupportStatusBadge status={request.status} />
            <SupportPriorityBadge priority={request.priority} />
            <Badge variant="outline">{SUPPORT_REQUEST_TYPE_LABELS[request.requestType]}</Badge>
            <span className="text-xs text-muted-foreground">Sent {formatDateTime(request.createdAt)}</span>
          </div>
          <p className="rounded-md border p-3 text-sm break-words whitespace-pre-wrap">{request.message}</p>
          {request.reply ? (
            <section aria-label="Answer" className="grid gap-1 rounded-md bg-muted p-3 text-sm">
              <p className="text-xs text-muted-foreground">
                Answered by {request.repliedBy?.name ?? 'a former admin'}
                {request.repliedAt ? ` · ${formatDateTime(request.repliedAt)}` : ''}
              </p>
              <p className="break-words whitespace-pre-wrap">{request.reply}</p>
            </section>
          ) : null}
          {request.status === 'closed' ? (
            <p className="text-sm text-muted-foreground">
              Closed{request.closedAt ? ` ${formatDateTime(request.closedAt)}` : ''}. It can no longer be
              answered.
            </p>
          ) : (
            <>
              <ReplyForm key={request.id} request={request} />
              <div className="border-t pt-3">
                <Button variant="outline" onClick={() => setIsConfirming(true)}>
                  <XCircle aria-hidden /> Close Request
                </Button>
              </div>
            </>
          )}
          <ConfirmDialog
            open={isConfirming}
            onOpenChange={setIsConfirming}
            title="Close this request?"
            description="It leaves the open queue and can no longer be answered. The user sees it as closed."
            confirmLabel="Close Request"
            onConfirm={confirmClose}
            isPending={close.isPending}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
