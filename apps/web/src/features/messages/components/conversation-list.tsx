import { MESSAGING_LINKS, MESSAGING_MESSAGES, type ConversationSummary } from '@partnerly/contracts';
import { Link } from 'react-router';
import { CardLoadFailure, CardLoading } from '@/components/card-load-state';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatRelativeTime } from '@/lib/format';
import { useKnownText, useNameText, useT } from '@/lib/i18n/i18n-provider';
import { cn } from '@/lib/utils';
import { useConversations } from '../api/conversations';
import { PartyAvatar } from './party-avatar';

/** The conversation list: newest activity first, 'Load more' for older threads. */
export function ConversationList({ selectedId }: { selectedId: string | undefined }) {
  const conversations = useConversations();
  const t = useT();
  const known = useKnownText();
  if (conversations.isPending) return <CardLoading label={t('messages.loadingConversations')} />;
  if (conversations.isError)
    return (
      <CardLoadFailure
        message={t('messages.conversationsLoadFailed')}
        onRetry={() => void conversations.refetch()}
        isRetrying={conversations.isFetching}
      />
    );
  const rows = conversations.data;
  if (rows.length === 0)
    return (
      <p className="px-4 py-10 text-center text-sm text-muted-foreground">
        {known(MESSAGING_MESSAGES.noConversations)}
      </p>
    );
  return (
    <div>
      <ul aria-label={t('messages.conversations')}>
        {rows.map((row) => (
          <li key={row.id}>
            <ConversationRow row={row} isSelected={row.id === selectedId} />
          </li>
        ))}
      </ul>
      {conversations.hasNextPage ? (
        <Button
          variant="outline"
          className="m-3"
          onClick={() => void conversations.fetchNextPage()}
          disabled={conversations.isFetchingNextPage}
        >
          {conversations.isFetchingNextPage ? <Spinner className="text-current" /> : null}
          {t('messages.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}

function ConversationRow({ row, isSelected }: { row: ConversationSummary; isSelected: boolean }) {
  const t = useT();
  const nameText = useNameText();
  const known = useKnownText();
  const last = row.lastMessage;
  const preview = last
    ? `${last.isMine ? t('messages.you') : nameText(last.senderName)}: ${last.preview}`
    : known(MESSAGING_MESSAGES.empty);
  return (
    <Link
      to={MESSAGING_LINKS.thread(row.id)}
      aria-current={isSelected ? 'page' : undefined}
      className={cn(
        'flex gap-3 border-b px-3 py-3 hover:bg-accent focus-visible:bg-accent focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
        isSelected && 'bg-accent',
      )}
    >
      <span className="flex -space-x-3">
        {row.otherParties.slice(0, 2).map((party) => (
          <PartyAvatar
            key={`${party.side}-${party.id}`}
            name={nameText(party.name)}
            avatarUrl={party.avatarUrl}
          />
        ))}
      </span>
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="flex items-baseline justify-between gap-2">
          <span className={cn('truncate text-sm', row.unreadCount > 0 ? 'font-semibold' : 'font-medium')}>
            {row.title}
          </span>
          <time dateTime={row.updatedAt} className="shrink-0 text-xs text-muted-foreground">
            {formatRelativeTime(row.updatedAt)}
          </time>
        </span>
        <span className="flex items-center justify-between gap-2">
          <span className="truncate text-sm text-muted-foreground">{preview}</span>
          {row.unreadCount > 0 ? (
            <span className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground">
              {row.unreadCount}
              <span className="sr-only"> {t('messages.unread')}</span>
            </span>
          ) : null}
        </span>
      </span>
    </Link>
  );
}
