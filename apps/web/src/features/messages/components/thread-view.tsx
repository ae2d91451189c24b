import { MESSAGING_LINKS, MESSAGING_MESSAGES } from '@partnerly/contracts';
import { LOCALE_TAGS } from '@partnerly/contracts/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Lock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CardLoadFailure, CardLoading } from '@/components/card-load-state';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { translateName } from '@/lib/i18n/known-messages';
import { useKnownText, useLanguage, useNameText, useT } from '@/lib/i18n/i18n-provider';
import { useConversation, useThreadMessages } from '../api/conversations';
import { useBlockState } from '../api/conversation-safety';
import { markThreadRead, setOpenThread } from '../api/mark-thread';
import { useOutbox } from '../api/send-message';
import { Composer } from './composer';
import { PartyAvatar } from './party-avatar';
import { sendRefusalOf, type SendRefusal } from './send-refusal';
import { ThreadMenu } from './thread-menu';
import { ThreadMessages } from './thread-messages';

/** Between the parties and the campaign: punctuation, the same in every language. */
const SEPARATOR = ' · ';

function useIsDocumentVisible(): boolean {
  const [isVisible, setIsVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const onChange = () => setIsVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return isVisible;
}

/**
 * Reads the thread while it is on screen: once when it opens, and again whenever a newer message
 * from another side shows while the tab is visible (the badge and the senders' ticks follow).
 */
function useReadWhileVisible(conversationId: string): void {
  const queryClient = useQueryClient();
  const messages = useThreadMessages(conversationId);
  const isVisible = useIsDocumentVisible();
  const newestOther = messages.data?.pages[0]?.messages.find((message) => !message.isMine)?.id ?? null;
  const readUpTo = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    setOpenThread(conversationId);
    return () => setOpenThread(null);
  }, [conversationId]);

  useEffect(() => {
    if (!isVisible || messages.isPending || readUpTo.current === newestOther) return;
    readUpTo.current = newestOther;
    void markThreadRead(queryClient, conversationId);
  }, [conversationId, isVisible, messages.isPending, newestOther, queryClient]);
}

/** One conversation: its header (parties, campaign, actions), the messages and the composer. */
export function ThreadView({ conversationId }: { conversationId: string }) {
  const conversation = useConversation(conversationId);
  const blockState = useBlockState(conversationId);
  const outbox = useOutbox(conversationId);
  const heading = useRef<HTMLHeadingElement>(null);
  const t = useT();
  const nameText = useNameText();
  const known = useKnownText();
  const { language } = useLanguage();
  useReadWhileVisible(conversationId);

  // A newly opened thread takes the focus to its heading (the list's link stays where it was).
  useEffect(() => {
    heading.current?.focus();
  }, [conversationId, conversation.isSuccess]);

  if (conversation.isPending)
    return (
      <div className="p-4">
        <CardLoading label={t('messages.loadingConversation')} />
      </div>
    );
  if (conversation.isError)
    return (
      <div className="grid gap-3 p-4">
        <BackLink />
        {isApiError(conversation.error) && conversation.error.status === 404 ? (
          <p role="alert" className="text-sm text-muted-foreground">
            {known(MESSAGING_MESSAGES.notFound)}
          </p>
        ) : (
          <CardLoadFailure
            message={t('messages.conversationLoadFailed')}
            onRetry={() => void conversation.refetch()}
            isRetrying={conversation.isFetching}
          />
        )}
      </div>
    );

  const thread = conversation.data;
  const refusal = sendRefusalOf(thread, blockState.data);
  const names = new Intl.ListFormat(LOCALE_TAGS[language], { type: 'conjunction' });
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <header className="flex items-center gap-2 border-b px-3 py-2">
        <BackLink />
        <span className="flex -space-x-3">
          {thread.otherParties.slice(0, 2).map((party) => (
            <PartyAvatar
              key={`${party.side}-${party.id}`}
              name={nameText(party.name)}
              avatarUrl={party.avatarUrl}
              className="size-9"
            />
          ))}
        </span>
        <div className="min-w-0 flex-1">
          <h2 ref={heading} tabIndex={-1} className="truncate font-semibold outline-none">
            {thread.title}
          </h2>
          <p className="truncate text-xs text-muted-foreground">
            {names.format(thread.otherParties.map((party) => nameText(party.name)))}
            {thread.application ? SEPARATOR + thread.application.campaignName : null}
          </p>
        </div>
        <ThreadMenu conversation={thread} blockState={blockState.data} />
      </header>
      <ThreadMessages
        conversationId={conversationId}
        outbox={outbox.entries}
        onRetry={outbox.retry}
        onDiscard={outbox.discard}
      />
      {refusal ? (
        <p
          role="status"
          className="flex items-center gap-2 border-t bg-muted/50 px-4 py-3 text-sm text-muted-foreground"
        >
          <Lock className="size-4 shrink-0" aria-hidden />
          {refusalText(t, refusal, names)}
        </p>
      ) : (
        <Composer conversationId={conversationId} onSend={outbox.send} />
      )}
    </div>
  );
}

/** Back to the list: the 375 px layout shows the list or a thread, never both. */
function BackLink() {
  const t = useT();
  return (
    <Button variant="ghost" size="icon" className="md:hidden" asChild>
      <Link to={MESSAGING_LINKS.inbox} aria-label={t('messages.backToConversations')}>
        <ArrowLeft className="rtl:-scale-x-100" aria-hidden />
      </Link>
    </Button>
  );
}

function refusalText(t: ReturnType<typeof useT>, refusal: SendRefusal, names: Intl.ListFormat): string {
  if (refusal.kind === 'blockedByMe')
    return t('messages.youBlocked', {
      name: names.format(refusal.names.map((name) => translateName(name, t))),
    });
  return t(refusal.kind === 'cannotSend' ? 'messages.cannotSend' : 'messages.closedByModeration');
}
