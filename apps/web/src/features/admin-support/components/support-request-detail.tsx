import { SUPPORT_REPLY_MAX, type AdminSupportRequest } from '@partnerly/contracts';
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
import { formatDateTime } from '@/lib/format';
import { useNameText, useT } from '@/lib/i18n/i18n-provider';
import { useCloseSupportRequest, useReplyToSupportRequest } from '../api/admin-support';
import { REQUEST_TYPE_LABELS, roleLabel, supportMessage } from './support-labels';

/** Not words: the same in every language. */
const SEPARATOR = ' · ';

const failure = (title: string, t: ReturnType<typeof useT>) => (error: Error) =>
  toast({
    variant: 'destructive',
    title,
    description: isApiError(error) ? supportMessage(t, error.message) : undefined,
  });

function ReplyForm({ request }: { request: AdminSupportRequest }) {
  const t = useT();
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
            title: t('adminSupport.replySent'),
            description: t('adminSupport.replySentDetail'),
          });
        },
        onError: (failed) => {
          setError(isApiError(failed) ? failed.fields.message?.[0] : undefined);
          failure(t('adminSupport.replyNotSent'), t)(failed);
        },
      },
    );
  };
  return (
    <form
      className="grid gap-3"
      aria-label={t('adminSupport.reply')}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <TextareaField
        label={request.reply ? t('adminSupport.newAnswer') : t('adminSupport.reply')}
        rows={5}
        maxLength={SUPPORT_REPLY_MAX}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        hint={t('adminSupport.replyHint', { email: request.requester.email })}
        error={error}
      />
      <Button type="submit" className="sm:justify-self-end" disabled={!message.trim() || reply.isPending}>
        {reply.isPending ? <Spinner className="text-current" /> : <Send aria-hidden />}
        {t('adminSupport.sendReply')}
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
  const t = useT();
  const nameText = useNameText();
  const close = useCloseSupportRequest();
  const [isConfirming, setIsConfirming] = useState(false);
  const confirmClose = () => {
    if (!request) return;
    close.mutate(request.id, {
      onSuccess: () => {
        setIsConfirming(false);
        toast({ variant: 'success', title: t('adminSupport.requestClosed'), description: request.subject });
      },
      onError: (error) => {
        setIsConfirming(false);
        failure(t('adminSupport.requestNotClosed'), t)(error);
      },
    });
  };
  return (
    <Dialog open={request !== null} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      {request ? (
        <DialogContent className="content-start sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle className="pe-6 break-words">
              <bdi>{request.subject}</bdi>
            </DialogTitle>
            <DialogDescription>
              <bdi>{nameText(request.requester.name)}</bdi>
              {SEPARATOR}
              <span dir="ltr">{request.requester.email}</span>
              {request.requester.userType ? SEPARATOR + roleLabel(t, request.requester.userType) : null}
            </DialogDescription>
          </DialogHeader>
          <div className="flex flex-wrap items-center gap-2">
            <SupportStatusBadge status={request.status} />
            <SupportPriorityBadge priority={request.priority} />
            <Badge variant="outline">{t(REQUEST_TYPE_LABELS[request.requestType])}</Badge>
            <span className="text-xs text-muted-foreground">
              {t('adminSupport.sentOn', { date: formatDateTime(request.createdAt) })}
            </span>
          </div>
          <p className="rounded-md border p-3 text-sm break-words whitespace-pre-wrap" dir="auto">
            {request.message}
          </p>
          {request.reply ? (
            <section
              aria-label={t('adminSupport.answer')}
              className="grid gap-1 rounded-md bg-muted p-3 text-sm"
            >
              <p className="text-xs text-muted-foreground">
                {t('adminSupport.answeredBy', {
                  name: request.repliedBy?.name ?? t('adminSupport.formerAdmin'),
                })}
                {request.repliedAt ? SEPARATOR + formatDateTime(request.repliedAt) : null}
              </p>
              <p className="break-words whitespace-pre-wrap" dir="auto">
                {request.reply}
              </p>
            </section>
          ) : null}
          {request.status === 'closed' ? (
            <p className="text-sm text-muted-foreground">
              {request.closedAt
                ? t('adminSupport.closedOn', { date: formatDateTime(request.closedAt) })
                : t('adminSupport.closed')}
            </p>
          ) : (
            <>
              <ReplyForm key={request.id} request={request} />
              <div className="border-t pt-3">
                <Button variant="outline" onClick={() => setIsConfirming(true)}>
                  <XCircle aria-hidden /> {t('adminSupport.closeRequest')}
                </Button>
              </div>
            </>
          )}
          <ConfirmDialog
            open={isConfirming}
            onOpenChange={setIsConfirming}
            title={t('adminSupport.closeConfirmTitle')}
            description={t('adminSupport.closeConfirmDescription')}
            confirmLabel={t('adminSupport.closeRequest')}
            onConfirm={confirmClose}
            isPending={close.isPending}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
