import { MESSAGING_MESSAGES } from '@partnerly/contracts';
import { useLayoutEffect, useRef } from 'react';
import { CardLoadFailure, CardLoading } from '@/components/card-load-state';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useKnownText, useT } from '@/lib/i18n/i18n-provider';
import { useThreadMessages } from '../api/conversations';
import type { OutboxEntry } from '../api/outbox';
import { threadItems } from '../api/thread-cache';
import { MessageItem, PendingMessageItem } from './message-item';

interface ThreadMessagesProps {
  conversationId: string;
  outbox: OutboxEntry[];
  onRetry: (clientKey: string) => void;
  onDiscard: (clientKey: string) => void;
}

/**
 * The thread oldest to newest in a scrolling log: it stays at the bottom as messages arrive
 * (unless the reader scrolled up), and 'Load older' (or scrolling to the top) brings the
 * previous page without moving what is on screen.
 */
export function ThreadMessages({ conversationId, outbox, onRetry, onDiscard }: ThreadMessagesProps) {
  const messages = useThreadMessages(conversationId);
  const t = useT();
  const known = useKnownText();
  const scroller = useRef<HTMLDivElement>(null);
  const isAtBottom = useRef(true);
  const heightBeforeOlder = useRef<number | null>(null);
  const items = threadItems(messages.data?.pages ?? [], outbox);
  const lastKey = items.length
    ? (() => {
        const last = items[items.length - 1]!;
        // A pending message grows when a try fails: follow it too.
        return last.kind === 'message'
          ? last.message.id
          : `${last.entry.clientKey}/${last.entry.status}/${last.entry.attempts}`;
      })()
    : '';

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (heightBeforeOlder.current !== null) {
      // Older messages went on top: keep the reader's place.
      element.scrollTop += element.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    } else if (isAtBottom.current) {
      element.scrollTop = element.scrollHeight;
    }
  }, [items.length, lastKey]);

  const loadOlder = () => {
    if (!messages.hasNextPage || messages.isFetchingNextPage) return;
    heightBeforeOlder.current = scroller.current?.scrollHeight ?? null;
    void messages.fetchNextPage();
  };

  if (messages.isPending)
    return (
      <div className="flex-1 p-4">
        <CardLoading label={t('messages.loadingMessages')} />
      </div>
    );
  if (messages.isError)
    return (
      <div className="flex-1 p-4">
        <CardLoadFailure
          message={t('messages.messagesLoadFailed')}
          onRetry={() => void messages.refetch()}
          isRetrying={messages.isFetching}
        />
      </div>
    );

  return (
    <div
      ref={scroller}
      tabIndex={0}
      role="region"
      aria-label={t('messages.heading')}
      className="min-h-0 flex-1 overflow-y-auto px-3 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
      onScroll={(event) => {
        const element = event.currentTarget;
        isAtBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 48;
        if (element.scrollTop < 32) loadOlder();
      }}
    >
      {messages.hasNextPage ? (
        <div className="mb-3 flex justify-center">
          <Button variant="outline" size="sm" onClick={loadOlder} disabled={messages.isFetchingNextPage}>
            {messages.isFetchingNextPage ? <Spinner className="text-current" /> : null}
            {t('messages.loadOlder')}
          </Button>
        </div>
      ) : null}
      {items.length === 0 ? (
        <p className="py-10 text-center text-sm text-muted-foreground">{known(MESSAGING_MESSAGES.empty)}</p>
      ) : (
        <ol aria-label={t('messages.history')} aria-live="polite" className="grid gap-3">
          {items.map((item) =>
            item.kind === 'message' ? (
              <MessageItem key={item.message.id} message={item.message} />
            ) : (
              <PendingMessageItem
                key={item.entry.clientKey}
                entry={item.entry}
                onRetry={() => onRetry(item.entry.clientKey)}
                onDiscard={() => onDiscard(item.entry.clientKey)}
              />
            ),
          )}
        </ol>
      )}
    </div>
  );
}
