import { type Message, type MessageAttachment, type MessageState } from '@partnerly/contracts';
import { AlertCircle, Check, CheckCheck, Clock, FileText, RotateCw, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { OutboxAttachment, OutboxEntry } from '../api/outbox';
import { MessageText } from './message-text';

const STATE_LABELS: Record<MessageState, string> = { sent: 'Sent', delivered: 'Delivered', read: 'Read' };
const SIDE_LABELS = { brand: 'Brand', creator: 'Creator', agent: 'Agent' } as const;

function StateTick({ state }: { state: MessageState }) {
  const Icon = state === 'sent' ? Check : CheckCheck;
  return (
    <span className={cn('inline-flex items-center gap-1', state === 'read' && 'text-primary')}>
      <Icon className="size-3.5" aria-hidden />
      {STATE_LABELS[state]}
    </span>
  );
}

function Bubble({ isMine, children }: { isMine: boolean; children: React.ReactNode }) {
  return (
    <div
      className={cn(
        'grid max-w-[85%] gap-2 rounded-2xl px-3 py-2 sm:max-w-[70%]',
        isMine ? 'justify-self-end rounded-br-sm bg-primary/10' : 'justify-self-start rounded-bl-sm bg-muted',
      )}
    >
      {children}
    </div>
  );
}

/** A stored message: sender and side, text, files, time and (on our own) its tick. */
export function MessageItem({ message }: { message: Message }) {
  return (
    <li className="grid">
      <Bubble isMine={message.isMine}>
        <p className="text-xs font-medium text-muted-foreground">
          {message.isMine ? 'You' : message.sender.name}
          <span className="font-normal"> · {SIDE_LABELS[message.sender.side]}</span>
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
  return (
    <li className="grid">
      <Bubble isMine>
        <p className="text-xs font-medium text-muted-foreground">You</p>
        {entry.body ? <MessageText body={entry.body} /> : null}
        {entry.attachments.length ? <PendingAttachments attachments={entry.attachments} /> : null}
        <p className="flex items-center justify-end gap-1 text-xs text-muted-foreground">
          <Clock className="size-3.5" aria-hidden />
          {entry.status === 'failed' ? 'Not sent' : 'Sending'}
        </p>
        {hasFailed && entry.problem ? (
          <div role="alert" className="grid gap-2 text-xs text-destructive dark:text-red-400">
            <p className="flex items-start gap-1">
              <AlertCircle className="mt-0.5 size-3.5 shrink-0" aria-hidden />
              {entry.problem}
            </p>
            <span className="flex justify-end gap-2">
              {entry.status === 'failed' ? (
                <Button size="sm" variant="ghost" className="h-7" onClick={onDiscard}>
                  <X aria-hidden /> Discard
                </Button>
              ) : null}
              <Button
                size="sm"
                variant="outline"
                className="h-7"
                onClick={onRetry}
                disabled={entry.status === 'sending'}
              >
                <RotateCw aria-hidden /> Retry
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
  return (
    <ul aria-label="Attachments" className="flex flex-wrap gap-2">
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
                alt={`Image ${attachment.name}, open full size`}
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
              <span className="truncate">Download {attachment.name}</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

function PendingAttachments({ attachments }: { attachments: OutboxAttachment[] }) {
  return (
    <ul aria-label="Attachments" className="flex flex-wrap gap-2">
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
