import type { AdminDispute, DisputeStatus } from '@partnerly/contracts';
import { ChevronLeft, ChevronRight, Scale } from 'lucide-react';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { DisputeStatusBadge } from '@/components/disputes/dispute-status-badge';
import { Button } from '@/components/ui/button';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n-provider';
import { useMe } from '@/lib/session';
import { cn } from '@/lib/utils';
import { useAdminDisputes } from '../api/admin-disputes';
import { DisputeDetailDialog } from './dispute-detail-dialog';
import { DISPUTE_TITLES, STATUS_FILTERS, filterLabel } from './dispute-labels';
import { PartyName } from './party-name';

/** Not words: the same in every language. */
const SEPARATOR = ' · ';

/**
 * The admin console's Disputes tab (issue 19 item 6; spec 03 'Super admin area'): every dispute,
 * open first, with initiator and respondent; the detail shows the evidence. Super admins also
 * Mark Investigating and Resolve Dispute; admins do not see those buttons (decision 0059).
 */
export function AdminDisputesTab() {
  const t = useT();
  const me = useMe();
  const isSuperAdmin = me.data?.profile?.userType === 'super_admin';
  const [status, setStatus] = useState<'' | DisputeStatus>('');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const query = useAdminDisputes({ status: status || undefined, page });
  const list = query.data;
  const pageCount = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;

  return (
    <div className="grid gap-4">
      <div role="group" aria-label={t('adminDisputes.filterByStatus')} className="flex flex-wrap gap-2">
        {STATUS_FILTERS.map((value) => (
          <Button
            key={value || 'all'}
            size="sm"
            variant={value === status ? 'default' : 'outline'}
            aria-pressed={value === status}
            onClick={() => {
              setStatus(value);
              setPage(1);
            }}
          >
            {filterLabel(t, value, list?.counts)}
          </Button>
        ))}
      </div>

      {query.isError && !list ? (
        <RetryAlert message={t('adminDisputes.loadFailed')} onRetry={() => void query.refetch()} />
      ) : !list ? (
        <div className="grid gap-3" role="status" aria-busy="true" aria-label={t('adminDisputes.loading')}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-24" />
          ))}
        </div>
      ) : list.disputes.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-10 text-center">
          <Scale className="size-10 text-muted-foreground" aria-hidden />
          <h2 className="text-lg font-semibold">
            {status ? t('adminDisputes.noneWithStatus') : t('adminDisputes.none')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('adminDisputes.emptyHint')}</p>
        </div>
      ) : (
        <>
          <ul
            aria-label={t('adminDisputes.disputes')}
            className={cn('grid gap-3', query.isPlaceholderData && 'opacity-60')}
          >
            {list.disputes.map((dispute) => (
              <li key={dispute.id}>
                <DisputeRow dispute={dispute} onOpen={() => setOpenId(dispute.id)} />
              </li>
            ))}
          </ul>
          {pageCount > 1 ? (
            <nav
              aria-label={t('adminDisputes.pages')}
              className="flex flex-wrap items-center justify-between gap-3 text-sm"
            >
              <p className="text-muted-foreground" aria-live="polite">
                {t('adminDisputes.pageOf', { page, pageCount, total: list.total })}
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
          ) : null}
        </>
      )}

      <DisputeDetailDialog id={openId} onClose={() => setOpenId(null)} isSuperAdmin={isSuperAdmin} />
    </div>
  );
}

function DisputeRow({ dispute, onOpen }: { dispute: AdminDispute; onOpen: () => void }) {
  const t = useT();
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="grid gap-2 rounded-xl border bg-card p-4 shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <h3 id={titleId} className="font-semibold break-words">
            {t(DISPUTE_TITLES[dispute.disputeType])}
            {SEPARATOR}
            <bdi>{dispute.campaign.title}</bdi>
          </h3>
          <p className="text-sm text-muted-foreground">
            <bdi>{dispute.campaign.brandName}</bdi>
            {SEPARATOR}
            <FormattedMessage
              id="adminDisputes.openedOnTime"
              values={{
                date: formatDate(dispute.createdAt),
                time: (chunks) => <time dateTime={dispute.createdAt}>{chunks}</time>,
              }}
            />
          </p>
        </div>
        <DisputeStatusBadge status={dispute.status} />
      </header>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="text-xs text-muted-foreground">{t('adminDisputes.initiator')}</dt>
          <dd className="break-words">
            <PartyName person={dispute.initiator} />
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-muted-foreground">{t('adminDisputes.respondent')}</dt>
          <dd className="break-words">
            <PartyName person={dispute.respondent} />
          </dd>
        </div>
      </dl>
      <div className="flex justify-end">
        <Button variant="outline" size="sm" onClick={onOpen} aria-describedby={titleId}>
          {t('adminDisputes.viewDetails')}
        </Button>
      </div>
    </article>
  );
}
