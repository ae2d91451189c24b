import { MESSAGING_LINKS } from '@partnerly/contracts';
import { MessagesSquare } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useT } from '@/lib/i18n/i18n-provider';
import { cn } from '@/lib/utils';
import { ChatRequestList } from '../components/chat-request-list';
import { ConversationList } from '../components/conversation-list';
import { ThreadView } from '../components/thread-view';

const REQUESTS_VIEW = 'requests';

/**
 * /messages, /messages/:conversationId and /messages?view=requests (issue 22): the list (or the
 * chat requests) beside the open thread on desktop; at 375 px the list or the thread, with Back.
 * The panel ends above the Help button's spacer, so the composer stays clear of the button.
 */
export function MessagesRoute() {
  const { conversationId } = useParams();
  const [params] = useSearchParams();
  const isRequests = params.get('view') === REQUESTS_VIEW;
  const showsThread = Boolean(conversationId);
  const t = useT();

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col px-0 py-4 sm:px-6 sm:py-6">
      <title>{t('messages.documentTitle')}</title>
      <div
        className={cn(
          'mb-3 flex-wrap items-center justify-between gap-3 px-4 sm:px-0',
          showsThread ? 'hidden md:flex' : 'flex',
        )}
      >
        <h1 className="text-3xl font-bold tracking-tight">{t('messages.heading')}</h1>
        <nav aria-label={t('messages.views')} className="flex gap-1 rounded-lg bg-muted p-1 text-sm">
          <ViewLink to={MESSAGING_LINKS.inbox} isCurrent={!isRequests}>
            {t('messages.conversations')}
          </ViewLink>
          <ViewLink to={MESSAGING_LINKS.requests} isCurrent={isRequests}>
            {t('messages.chatRequests')}
          </ViewLink>
        </nav>
      </div>
      {showsThread ? <h1 className="sr-only md:hidden">{t('messages.heading')}</h1> : null}
      <div className="grid min-h-[28rem] grid-cols-[minmax(0,1fr)] overflow-hidden border-y bg-card sm:rounded-lg sm:border md:h-[calc(100dvh-17rem)] md:grid-cols-[22rem_minmax(0,1fr)]">
        <section
          aria-label={isRequests ? t('messages.chatRequests') : t('messages.conversations')}
          className={cn('min-h-0 overflow-y-auto md:border-e', showsThread ? 'hidden md:block' : 'block')}
        >
          {isRequests ? <ChatRequestList /> : <ConversationList selectedId={conversationId} />}
        </section>
        <section
          aria-label={t('messages.conversation')}
          className={cn(
            'min-h-0 flex-col',
            showsThread ? 'flex h-[calc(100dvh-10rem)] md:h-auto' : 'hidden md:flex',
          )}
        >
          {conversationId ? (
            <ThreadView key={conversationId} conversationId={conversationId} />
          ) : (
            <div className="flex flex-1 flex-col items-center justify-center gap-2 p-8 text-center text-muted-foreground">
              <MessagesSquare className="size-10" aria-hidden />
              <p>{t('messages.chooseConversation')}</p>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}

function ViewLink({ to, isCurrent, children }: { to: string; isCurrent: boolean; children: string }) {
  return (
    <Link
      to={to}
      aria-current={isCurrent ? 'page' : undefined}
      className={cn(
        'rounded-md px-3 py-1.5 font-medium text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
        isCurrent && 'bg-background text-foreground shadow-xs',
      )}
    >
      {children}
    </Link>
  );
}
