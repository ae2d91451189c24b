import { PERMIT_REJECTION_REASON_MAX, type AdminPermit } from '@partnerly/contracts';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { PermitSummary } from '@/components/advertiser-permit/permit-summary';
import { ReasonDialog } from '@/components/reason-dialog';
import { Button } from '@/components/ui/button';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n-provider';
import { useAdminPermits, useReviewPermit } from '../api/admin-permits';
import { verificationMessage } from '../api/verification-messages';

/** Not a word: the same in every language. */
const SPACE = ' ';

/**
 * The Advertiser Permits of the Verifications tab (issue 24): each entered permit with its
 * creator, pending first; Verify and Reject (with a reason the creator reads) on pending ones.
 */
export function PermitQueue() {
  const t = useT();
  const list = useAdminPermits();
  const review = useReviewPermit();
  const [rejecting, setRejecting] = useState<AdminPermit | null>(null);
  const decidingId = review.isPending ? review.variables.userId : null;
  return (
    <section aria-labelledby="permit-queue-title" className="grid gap-3">
      <h2 id="permit-queue-title" className="text-lg font-semibold">
        {t('adminVerifications.permitsTitle')}
      </h2>
      {list.isPending ? (
        <Skeleton className="h-24 rounded-xl" aria-label={t('adminVerifications.loadingPermits')} />
      ) : list.isError ? (
        <RetryAlert message={t('adminVerifications.permitsFailed')} onRetry={() => void list.refetch()} />
      ) : list.data.permits.length === 0 ? (
        <p className="rounded-xl border p-6 text-center text-sm text-muted-foreground">
          {t('adminVerifications.noPermits')}
        </p>
      ) : (
        <ul className="grid gap-3" aria-label={t('adminVerifications.permitsTitle')}>
          {list.data.permits.map((permit) => (
            <li key={permit.creator.id}>
              <article className="grid gap-2 rounded-xl border bg-card p-4 shadow-sm">
                <header className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="font-semibold break-words">
                    <bdi>{permit.creator.name}</bdi>
                    {SPACE}
                    <span className="text-sm font-normal text-muted-foreground" dir="ltr">
                      {permit.creator.email}
                    </span>
                  </h3>
                  {permit.submittedAt ? (
                    <span className="text-xs text-muted-foreground">
                      {t('adminVerifications.entered', { date: formatDate(permit.submittedAt) })}
                    </span>
                  ) : null}
                </header>
                <PermitSummary permit={permit} showExpiry />
                {permit.reviewStatus === 'rejected' && permit.rejectionReason ? (
                  <p className="text-sm text-muted-foreground">
                    {t('adminVerifications.reasonLine', { reason: permit.rejectionReason })}
                  </p>
                ) : null}
                {permit.reviewer && permit.reviewedAt ? (
                  <p className="text-xs text-muted-foreground">
                    {t('adminVerifications.reviewedBy', {
                      name: permit.reviewer.name,
                      date: formatDate(permit.reviewedAt),
                    })}
                  </p>
                ) : null}
                {permit.reviewStatus === 'pending' ? (
                  <div className="flex flex-wrap justify-end gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={review.isPending}
                      onClick={() => setRejecting(permit)}
                    >
                      <X aria-hidden /> {t('adminVerifications.reject')}
                    </Button>
                    <Button
                      size="sm"
                      disabled={review.isPending}
                      onClick={() => review.mutate({ userId: permit.creator.id, outcome: 'approve' })}
                    >
                      {decidingId === permit.creator.id ? (
                        <Spinner className="text-current" />
                      ) : (
                        <Check aria-hidden />
                      )}
                      {t('adminVerifications.verifyPermit')}
                    </Button>
                  </div>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      )}
      <ReasonDialog
        open={rejecting !== null}
        onClose={() => setRejecting(null)}
        title={t('adminVerifications.rejectPermitTitle')}
        description={t('adminVerifications.rejectPermitDescription', { name: rejecting?.creator.name ?? '' })}
        label={t('adminVerifications.reason')}
        requiredMessage={t('adminVerifications.reasonRequired')}
        maxLength={PERMIT_REJECTION_REASON_MAX}
        confirmLabel={t('adminVerifications.reject')}
        confirmVariant="destructive"
        isPending={review.isPending}
        serverError={
          isApiError(review.error) ? verificationMessage(t, review.error.fields.reason?.[0]) : undefined
        }
        onConfirm={(reason) => {
          if (!rejecting) return;
          review.mutate(
            { userId: rejecting.creator.id, outcome: 'reject', reason },
            { onSuccess: () => setRejecting(null) },
          );
        }}
      />
    </section>
  );
}
