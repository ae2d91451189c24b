import type { AdminSupportRequest } from '@partnerly/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { SupportPriorityBadge, SupportStatusBadge } from '@/components/support/support-badges';
import { Button } from '@/components/ui/button';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { useNameText, useT } from '@/lib/i18n/i18n-provider';
import { cn } from '@/lib/utils';
import { useSupportInbox } from '../api/admin-support';
import { InboxFilters, type InboxFilterValues } from './inbox-filters';
import { REQUEST_TYPE_LABELS } from './support-labels';
import { SupportRequestDetail } from './support-request-detail';

/** Not words: the same in every language. */
const SEPARATOR = ' · ';
const SPACE = ' ';
const inParentheses = (text: string) => `(${text})`;

function RequestRow({ request, onOpen }: { request: AdminSupportRequest; onOpen: () => void }) {
  const t = useT();
  const nameText = useNameText();
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className="grid w-full gap-2 rounded-lg border p-3 text-start transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
      >
        <span className="flex flex-wrap items-start justify-between gap-2">
          <span className="min-w-0 font-medium break-words" dir="auto">
            {request.subject}
          </span>
          <span className="flex flex-wrap gap-1.5">
            {request.priority === 'high' ? <SupportPriorityBadge priority="high" /> : null}
            <SupportStatusBadge status={request.status} />
          </span>
        </span>
        <span className="line-clamp-2 text-sm break-words text-muted-foreground" dir="auto">
          {request.message}
        </span>
        <span className="text-xs text-muted-foreground">
          {t(REQUEST_TYPE_LABELS[request.requestType])}
          {SEPARATOR}
          <bdi>{nameText(request.requester.name)}</bdi>
          {SPACE}
          <span dir="ltr">{inParentheses(request.requester.email)}</span>
          {SEPARATOR}
          {formatDateTime(request.createdAt)}
        </span>
      </button>
    </li>
  );
}

/**
 * The admin console's Support tab (issue 19 item 7): Help & Feedback requests, open first,
 * high priority first, the longest waiting first; a request opens with its reply form and Close.
 * Admins and super admins alike answer (decision 0059).
 */
export function SupportTab() {
  const t = useT();
  const [filters, setFilters] = useState<InboxFilterValues>({ status: 'all', requestType: '' });
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<AdminSupportRequest | null>(null);
  const inbox = useSupportInbox({
    status: filters.status,
    requestType: filters.requestType || undefined,
    page,
  });
  const data = inbox.data;
  // The list's copy is the freshest (live events, saved answers); the opened one stays if it left the page.
  const current = selected
    ? (data?.requests.find((request) => request.id === selected.id) ?? selected)
    : null;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <div className="grid gap-4">
      <InboxFilters
        value={filters}
        counts={data?.counts}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {inbox.isPending ? (
        <div className="grid gap-3" role="status" aria-busy="true" aria-label={t('adminSupport.loading')}>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-24" />
          ))}
        </div>
      ) : inbox.isError && !data ? (
        <RetryAlert message={t('adminSupport.loadFailed')} onRetry={() => void inbox.refetch()} />
      ) : data && data.requests.length === 0 ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
          {data.total === 0 ? t('adminSupport.none') : t('adminSupport.noneOnPage')}
        </p>
      ) : data ? (
        <div className={cn('grid gap-4', inbox.isPlaceholderData && 'opacity-60')}>
          <ul className="grid gap-2" aria-label={t('adminSupport.requests')}>
            {data.requests.map((request) => (
              <RequestRow key={request.id} request={request} onOpen={() => setSelected(request)} />
            ))}
          </ul>
          <nav
            aria-label={t('adminSupport.pages')}
            className="flex flex-wrap items-center justify-between gap-3 text-sm"
          >
            <p className="text-muted-foreground" aria-live="polite">
              {t('adminSupport.pageOf', { page: data.page, pageCount, total: data.total })}
            </p>
            <div className="flex gap-2">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                <ChevronLeft className="rtl:-scale-x-100" aria-hidden /> {t('common.previous')}
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={page >= pageCount}
                onClick={() => setPage(page + 1)}
              >
                {t('common.next')} <ChevronRight className="rtl:-scale-x-100" aria-hidden />
              </Button>
            </div>
          </nav>
        </div>
      ) : null}
      <SupportRequestDetail request={current} onClose={() => setSelected(null)} />
    </div>
  );
}
