import { MESSAGING_LINKS, type ChatRequest } from '@partnerly/contracts';
import { Link, useNavigate } from 'react-router';
import { CardLoadFailure, CardLoading } from '@/components/card-load-state';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { formatDate, formatRelativeTime } from '@/lib/format';
import { useKnownText, useNameText, useT } from '@/lib/i18n/i18n-provider';
import type { MessageKey } from '@partnerly/contracts/i18n';
import { useState } from 'react';
import { useAnswerChatRequest, useChatRequests } from '../api/chat-requests';
import { PartyAvatar } from './party-avatar';

const STATUS_LABELS: Record<ChatRequest['status'], MessageKey> = {
  pending: 'messages.requestPending',
  accepted: 'messages.requestStatusAccepted',
  declined: 'messages.requestStatusDeclined',
};

/** Chat requests: a creator's incoming ones to answer, a brand's or agent's outgoing ones to follow. */
export function ChatRequestList() {
  const requests = useChatRequests();
  const t = useT();
  if (requests.isPending) return <CardLoading label={t('messages.loadingRequests')} />;
  if (requests.isError)
    return (
      <CardLoadFailure
        message={requests.error.message || t('messages.requestsLoadFailed')}
        onRetry={() => void requests.refetch()}
        isRetrying={requests.isFetching}
      />
    );
  if (requests.data.requests.length === 0)
    return <p className="px-4 py-10 text-center text-sm text-muted-foreground">{t('messages.noRequests')}</p>;
  return (
    <ul aria-label={t('messages.chatRequests')}>
      {requests.data.requests.map((request) => (
        <li key={request.id} className="border-b px-3 py-3">
          {request.direction === 'incoming' ? (
            <IncomingRequest request={request} />
          ) : (
            <OutgoingRequest request={request} />
          )}
        </li>
      ))}
    </ul>
  );
}

function RequestHeader({
  request,
  name,
  avatarUrl,
}: {
  request: ChatRequest;
  name: string;
  avatarUrl: string | null;
}) {
  const t = useT();
  return (
    <div className="flex items-start gap-3">
      <PartyAvatar name={name} avatarUrl={avatarUrl} />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="flex items-baseline justify-between gap-2">
          <span className="truncate text-sm font-semibold">{name}</span>
          <time dateTime={request.createdAt} className="shrink-0 text-xs text-muted-foreground">
            {formatRelativeTime(request.createdAt)}
          </time>
        </p>
        <p className="text-xs text-muted-foreground">{t(STATUS_LABELS[request.status])}</p>
        <p className="text-sm break-words whitespace-pre-wrap">{request.message}</p>
      </div>
    </div>
  );
}

function IncomingRequest({ request }: { request: ChatRequest }) {
  const answer = useAnswerChatRequest();
  const navigate = useNavigate();
  const [isConfirmingBlock, setIsConfirmingBlock] = useState(false);
  const t = useT();
  const nameText = useNameText();
  const known = useKnownText();
  const run = (input: Parameters<typeof answer.mutate>[0]) =>
    answer.mutate(input, {
      onSuccess: (result) => {
        setIsConfirmingBlock(false);
        toast({ variant: 'success', title: known(result.message) });
        // Accepting opens the conversation: go there.
        if (result.request.status === 'accepted' && result.request.conversationId)
          void navigate(MESSAGING_LINKS.thread(result.request.conversationId));
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('messages.answerFailed'),
          description: error.message,
        }),
    });
  return (
    <article
      aria-label={t('messages.requestFrom', { name: nameText(request.from.name) })}
      className="grid gap-2"
    >
      <RequestHeader
        request={request}
        name={nameText(request.from.name)}
        avatarUrl={request.from.avatarUrl}
      />
      {request.status === 'pending' ? (
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            size="sm"
            variant="ghost"
            disabled={answer.isPending}
            onClick={() => setIsConfirmingBlock(true)}
          >
            {t('messages.declineAndBlock')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={answer.isPending}
            onClick={() => run({ id: request.id, action: 'decline', input: { block: false } })}
          >
            {t('messages.decline')}
          </Button>
          <Button
            size="sm"
            disabled={answer.isPending}
            onClick={() => run({ id: request.id, action: 'accept' })}
          >
            {t('messages.accept')}
          </Button>
        </div>
      ) : request.conversationId ? (
        <OpenThreadLink conversationId={request.conversationId} />
      ) : null}
      <ConfirmDialog
        open={isConfirmingBlock}
        onOpenChange={setIsConfirmingBlock}
        title={t('messages.declineAndBlockTitle', { name: nameText(request.from.name) })}
        description={t('messages.declineAndBlockDescription')}
        confirmLabel={t('messages.declineAndBlock')}
        confirmVariant="destructive"
        isPending={answer.isPending}
        onConfirm={() => run({ id: request.id, action: 'decline', input: { block: true } })}
      />
    </article>
  );
}

function OutgoingRequest({ request }: { request: ChatRequest }) {
  const t = useT();
  const nameText = useNameText();
  return (
    <article
      aria-label={t('messages.requestTo', { name: nameText(request.creator.name) })}
      className="grid gap-2"
    >
      <RequestHeader
        request={request}
        name={nameText(request.creator.name)}
        avatarUrl={request.creator.avatarUrl}
      />
      {request.sentBy ? (
        <p className="text-xs text-muted-foreground">
          {t('messages.sentBy', { name: nameText(request.sentBy.name) })}
        </p>
      ) : null}
      {request.status === 'declined' && request.canAskAgainAt ? (
        <p className="text-xs text-muted-foreground">
          {t('messages.askAgainFrom', { date: formatDate(request.canAskAgainAt) })}
        </p>
      ) : null}
      {request.conversationId ? <OpenThreadLink conversationId={request.conversationId} /> : null}
    </article>
  );
}

function OpenThreadLink({ conversationId }: { conversationId: string }) {
  const t = useT();
  return (
    <Button size="sm" variant="outline" className="justify-self-end" asChild>
      <Link to={MESSAGING_LINKS.thread(conversationId)}>{t('messages.openConversation')}</Link>
    </Button>
  );
}
