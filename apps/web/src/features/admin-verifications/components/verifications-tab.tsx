import { ChevronLeft, ChevronRight, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/i18n-provider';
import {
  useAdminVerifications,
  useReviewVerification,
  type VerificationFilters,
} from '../api/admin-verifications';
import { PermitQueue } from './permit-queue';
import { RejectDialog } from './reject-dialog';
import { VerificationItem } from './verification-item';

/**
 * The console's Verifications tab (spec 03: creator verifications, labelled Content
 * Moderation there): creators', brands' and agents' requests, pending first; Approve and Reject
 * only on pending ones. Admins and super admins both decide (decision 0059).
 */
export function VerificationsTab() {
  const t = useT();
  // The select's empty first choice is 'All'.
  const statusOptions = [
    { id: 'pending', label: t('adminVerifications.status.pending') },
    { id: 'approved', label: t('adminVerifications.status.approved') },
    { id: 'rejected', label: t('adminVerifications.status.rejected') },
  ];
  const requesterOptions = [
    { id: 'creator', label: t('adminVerifications.creators') },
    { id: 'brand', label: t('adminVerifications.brands') },
    { id: 'agent', label: t('adminVerifications.agents') },
  ];
  const [filters, setFilters] = useState<VerificationFilters>({
    status: 'all',
    requesterType: 'all',
    page: 1,
  });
  const [rejecting, setRejecting] = useState<{ id: string; name: string } | null>(null);
  const list = useAdminVerifications(filters);
  const review = useReviewVerification();
  const decidingId = review.isPending ? review.variables.id : null;

  const filter = (field: 'status' | 'requesterType') => (value: string) =>
    setFilters((current) => ({ ...current, [field]: value || 'all', page: 1 }) as VerificationFilters);

  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:max-w-xl">
        <SelectField
          label={t('common.status')}
          placeholder={t('adminVerifications.allStatuses')}
          options={statusOptions}
          value={filters.status === 'all' ? '' : filters.status}
          onChange={(event) => filter('status')(event.target.value)}
        />
        <SelectField
          label={t('adminVerifications.requester')}
          placeholder={t('adminVerifications.allRequesters')}
          options={requesterOptions}
          value={filters.requesterType === 'all' ? '' : filters.requesterType}
          onChange={(event) => filter('requesterType')(event.target.value)}
        />
      </div>
      {list.isPending ? (
        <div
          className="grid gap-3"
          role="status"
          aria-busy="true"
          aria-label={t('adminVerifications.loading')}
        >
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-36 rounded-xl" />
          ))}
        </div>
      ) : list.isError ? (
        <RetryAlert message={t('adminVerifications.loadFailed')} onRetry={() => void list.refetch()} />
      ) : list.data.requests.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border p-10 text-center">
          <ShieldCheck className="size-8 text-muted-foreground" aria-hidden />
          <p className="font-medium">{t('adminVerifications.empty')}</p>
          <p className="text-sm text-muted-foreground">
            {filters.status === 'pending' || filters.status === 'all'
              ? t('adminVerifications.nothingWaiting')
              : t('adminVerifications.noneMatch')}
          </p>
        </div>
      ) : (
        <>
          <ul className="grid gap-3" aria-label={t('adminVerifications.requests')}>
            {list.data.requests.map((request) => (
              <li key={request.id}>
                <VerificationItem
                  request={request}
                  isDeciding={decidingId === request.id}
                  isLocked={review.isPending}
                  onApprove={() => review.mutate({ id: request.id, outcome: 'approve' })}
                  onReject={() => setRejecting({ id: request.id, name: request.requester.name })}
                />
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <nav
              aria-label={t('adminVerifications.pages')}
              className="flex items-center justify-between gap-2"
            >
              <Button
                variant="outline"
                size="sm"
                disabled={filters.page <= 1}
                onClick={() => setFilters((current) => ({ ...current, page: current.page - 1 }))}
              >
                <ChevronLeft className="rtl:-scale-x-100" aria-hidden /> {t('common.previous')}
              </Button>
              <span className="text-sm text-muted-foreground">
                {t('adminVerifications.pageOf', { page: filters.page, pageCount: pages })}
              </span>
              <Button
                variant="outline"
                size="sm"
                disabled={filters.page >= pages}
                onClick={() => setFilters((current) => ({ ...current, page: current.page + 1 }))}
              >
                {t('common.next')} <ChevronRight className="rtl:-scale-x-100" aria-hidden />
              </Button>
            </nav>
          ) : null}
        </>
      )}
      <RejectDialog
        requesterName={rejecting?.name ?? null}
        isSending={review.isPending}
        onOpenChange={(open) => {
          if (!open) setRejecting(null);
        }}
        onReject={(reason) => {
          if (!rejecting) return;
          review.mutate(
            { id: rejecting.id, outcome: 'reject', reason },
            { onSettled: () => setRejecting(null) },
          );
        }}
      />
      <PermitQueue />
    </div>
  );
}
