import { type Message, type MessageAttachment, type MessageState } from '@partnerly/contracts';
import { AlertCircle, Check, CheckCheck, Clock, FileText, RotateCw, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { MessageKey } from '@partnerly/contracts/i18n';
import { formatDateTime } from '@/lib/format';
import { useKnownText, useNameText, useT } from '@/lib/i18n/i18n-provider';
import { cn } from '@/lib/utils';
import type { OutboxAttachment, OutboxEntry } from '../api/outbox';
import { MessageText } from './message-text';

const STATE_LABELS: Record<MessageState, MessageKey> = {
  sent: 'messages.stateSent',
  delivered: 'messages.stateDelivered',
  read: 'messages.stateRead',
};
/** Between the sender and their side: punctuation, the same in every language. */
const SEPARATOR = ' · ';
const SIDE_LABELS: Record<Message['sender']['side'], MessageKey> = {
  brand: 'messages.sideBrand',
  creator: 'messages.sideCreator',
  agent: 'messages.sideAgent',
};

function StateTick({ state }: { state: MessageState }) {
  const Icon = state === 'sent' ? Check : CheckCheck;
  const t = useT();
  return (
    <span className={cn('inline-flex items-center gap-1', state === 'read' && 'text-primary')}>
      <Icon className="size-3.5" aria-hidden />
      {t(STATE_LABELS[state])}
    </span>
  );
}

function Bubble({ isMine, children }: { isMine: boolean; children: React.ReactNode }) {
  return (
    <div
      className={cn(
        'grid max-w-[85%] gap-2 rounded-2xl px-3 py-2 sm:max-w-[70%]',
        isMine ? 'justify-self-end rounded-ee-sm bg-primary/10' : 'justify-self-start rounded-es-sm bg-muted',
      )}
    >
      {children}
    </div>
  );
}

/** A stored message: sender and side, text, files, time and (on our own) its tick. */
export function MessageItem({ message }: { message: Message }) {
  const t = useT();
  const nameText = useNameText();
  return (
    <li className="grid">
      <Bubble isMine={message.isMine}>
        <p className="text-xs font-medium text-muted-foreground">
          {message.isMine ? t('messages.you') : nameText(message.sender.name)}
          <span className="font-normal">
            {SEPARATOR}
            {t(SIDE_LABELS[message.sender.side])}
          </span>
        </p>
        {message.body ? <MessageText body={message.body} /> : null}
        {message.attachments.length ? <Attachments attachments={message.attachments} /> : null}
        <p className="flex items-center justify-end gap-2 text-xs text-muted-foreground">
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
          {message.isMine ? <StateTick state={message.state} /> : null}
        </p>
      </Bubble>
    </li>
  );
}

/** One of our messages on its way: shown at once, with its trouble and Retry when a try failed. */
export function PendingMessageItem({
  entry,
  onRetry,
  onDiscard,
}: {
  entry: OutboxEntry;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const hasFailed = entry.status === 'failed' || entry.attempts > 0;
  const t = useT();
  const known = useKnownText();
  return (
    <li className="grid">
      <Bubble isMine>
        <p className="text-xs font-medium text-muted-foreground">{t('messages.you')}</p>
        {entry.body ? <MessageText body={entry.body} /> : null}
        {entry.attachments.length ? <PendingAttachments attachments={entry.attachments} /> : null}
        <p className="flex items-center justify-end gap-1 text-xs text-muted-foreground">
          <Clock className="size-3.5" aria-hidden />
          {entry.status === 'failed' ? t('messages.notSent') : t('messages.sending')}
        </p>
        {hasFailed && entry.problem ? (
          <div role="alert" className="grid gap-2 text-xs text-destructive dark:text-red-400">
            <p className="flex items-start gap-1">
              <AlertCircle className="mt-0.5 size-3.5 shrink-0" aria-hidden />
              {known(entry.problem)}
            </p>
            <span className="flex justify-end gap-2">
              {entry.status === 'failed' ? (
                <Button size="sm" variant="ghost" className="h-7" onClick={onDiscard}>
                  <X aria-hidden /> {t('messages.discard')}
                </Button>
              ) : null}
              <Button
                size="sm"
                variant="outline"
                className="h-7"
                onClick={onRetry}
                disabled={entry.status === 'sending'}
              >
                <RotateCw aria-hidden /> {t('common.retry')}
              </Button>
            </span>
          </div>
        ) : null}
      </Bubble>
    </li>
  );
}

const isImage = (contentType: string) => contentType.startsWith('image/');

function Attachments({ attachments }: { attachments: MessageAttachment[] }) {
  const t = useT();
  return (
    <ul aria-label={t('messages.attachments')} className="flex flex-wrap gap-2">
      {attachments.map((attachment) => (
        <li key={attachment.id}>
          {isImage(attachment.contentType) ? (
            <a
              href={attachment.url}
              target="_blank"
              rel="noopener noreferrer"
              className="block overflow-hidden rounded-md border focus-visible:outline-2 focus-visible:outline-ring"
            >
              <img
                src={attachment.url}
                alt={t('messages.imageAlt', { name: attachment.name })}
                loading="lazy"
                className="max-h-48 max-w-56 object-cover"
              />
            </a>
          ) : (
            <a
              href={attachment.url}
              download={attachment.name}
              className="flex items-center gap-2 rounded-md border bg-background px-3 py-2 text-sm hover:bg-accent"
            >
              <FileText className="size-4 shrink-0" aria-hidden />
              <span className="truncate">{t('messages.downloadFile', { name: attachment.name })}</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

function PendingAttachments({ attachments }: { attachments: OutboxAttachment[] }) {
  const t = useT();
  return (
    <ul aria-label={t('messages.attachments')} className="flex flex-wrap gap-2">
      {attachments.map((attachment) => (
        <li
          key={attachment.id}
          className="flex items-center gap-2 rounded-md border bg-background px-3 py-2 text-sm"
        >
          <FileText className="size-4 shrink-0" aria-hidden />
          <span className="truncate">{attachment.name}</span>
        </li>
      ))}
    </ul>
  );
}
