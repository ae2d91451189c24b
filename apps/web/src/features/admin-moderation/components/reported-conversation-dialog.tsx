import type { AdminReport, ReportedConversation } from '@partnerly/contracts';
import { FileText, ImageIcon } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { ToneBadge } from '@/components/ui/tone-badge';
import { isApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useNameText, useT } from '@/lib/i18n/i18n-provider';
import { useReportedConversation } from '../api/reported-conversation';
import { attachmentLabel, partiesLine, SIDE_LABELS } from './reported-conversation-format';

/** Not words: the same in every language. */
const SPACE = ' ';
const inParentheses = (text: string) => `(${text})`;

interface ReportedConversationDialogProps {
  /** The report of a conversation to read; null closes the dialog. */
  report: AdminReport | null;
  onClose(): void;
}

/**
 * 'View conversation' on a report of a conversation: the thread read-only, as the admin needs it to
 * decide (its parties, every message with its time and sender, the files as links).
 */
export function ReportedConversationDialog({ report, onClose }: ReportedConversationDialogProps) {
  const t = useT();
  const query = useReportedConversation(report?.id ?? null);
  const thread = query.data;
  return (
    <Dialog open={report !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle className="pe-6 break-words">
            {t('adminModeration.conversationTitle', { title: thread?.title ?? report?.target.title ?? '' })}
          </DialogTitle>
          <DialogDescription>
            {thread ? partiesLine(t, thread.parties) : t('adminModeration.readOnlyHint')}
          </DialogDescription>
        </DialogHeader>
        {thread ? (
          <Thread thread={thread} />
        ) : query.isError ? (
          <RetryAlert
            message={
              isApiError(query.error) && query.error.status > 0 && query.error.status < 500
                ? query.error.message
                : t('adminModeration.conversationFailed')
            }
            onRetry={() => void query.refetch()}
          />
        ) : (
          <div role="status" aria-label={t('adminModeration.loadingConversation')} className="grid gap-3">
            <Skeleton className="h-16 w-3/4" />
            <Skeleton className="ms-auto h-16 w-2/3" />
            <Skeleton className="h-16 w-3/4" />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Thread({ thread }: { thread: ReportedConversation }) {
  const t = useT();
  const nameText = useNameText();
  return (
    <div className="grid gap-3">
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <ToneBadge tone="neutral">{t('adminModeration.readOnly')}</ToneBadge>
        {thread.closedAt ? (
          <ToneBadge tone="danger">
            {t('adminModeration.closedOn', { date: formatDateTime(thread.closedAt) })}
          </ToneBadge>
        ) : null}
        {thread.hasOlder ? (
          <span>{t('adminModeration.newestMessages', { count: thread.messages.length })}</span>
        ) : null}
      </p>
      {thread.messages.length === 0 ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
          {t('adminModeration.noMessages')}
        </p>
      ) : (
        <ol aria-label={t('adminModeration.messages')} className="grid gap-3">
          {thread.messages.map((message) => (
            <li key={message.id} className="grid gap-1 rounded-lg border bg-card p-3 text-sm">
              <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
                <span className="font-medium break-words">
                  <bdi>{nameText(message.sender.name)}</bdi>
                  {SPACE}
                  <span className="font-normal text-muted-foreground">
                    {inParentheses(t(SIDE_LABELS[message.sender.side]))}
                  </span>
                </span>
                <time dateTime={message.createdAt} className="text-xs text-muted-foreground">
                  {formatDateTime(message.createdAt)}
                </time>
              </p>
              {message.body ? (
                <p className="break-words whitespace-pre-wrap" dir="auto">
                  {message.body}
                </p>
              ) : null}
              {message.attachments.length > 0 ? (
                <ul aria-label={t('adminModeration.files')} className="grid gap-1">
                  {message.attachments.map((file) => (
                    <li key={file.id}>
                      <a
                        href={file.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex max-w-full items-center gap-1.5 text-primary underline-offset-4 hover:underline"
                      >
                        {file.contentType === 'application/pdf' ? (
                          <FileText className="size-4 shrink-0" aria-hidden />
                        ) : (
                          <ImageIcon className="size-4 shrink-0" aria-hidden />
                        )}
                        <bdi className="truncate">{file.name}</bdi>
                        <span className="shrink-0 text-muted-foreground">
                          {inParentheses(attachmentLabel(t, file))}
                        </span>
                        <span className="sr-only">{t('admin.opensInNewTab')}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
