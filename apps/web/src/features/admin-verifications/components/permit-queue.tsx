import {
  ADVERTISER_PERMIT_MESSAGES,
  PERMIT_REJECTION_REASON_MAX,
  type AdminPermit,
} from '@partnerly/contracts';
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
import { useAdminPermits, useReviewPermit } from '../api/admin-permits';

/**
 * The Advertiser Permits of the Verifications tab (issue 24): each entered permit with its
 * creator, pending first; Verify and Reject (with a reason the creator reads) on pending ones.
 */
export function PermitQueue() {
  const list = useAdminPermits();
  const review = useReviewPermit();
  const [rejecting, setRejecting] = useState<AdminPermit | null>(null);
  const decidingId = review.isPending ? review.variables.userId : null;
  return (
    <section aria-labelledby="permit-queue-title" className="grid gap-3">
      <h2 id="permit-queue-title" className="text-lg font-semibold">
        {ADVERTISER_PERMIT_MESSAGES.queueTitle}
      </h2>
      {list.isPending ? (
        <Skeleton className="h-24 rounded-xl" aria-label="Loading Advertiser Permits" />
      ) : list.isError ? (
        <RetryAlert message="Could not load the Advertiser Permits." onRetry={() => void list.refetch()} />
      ) : list.data.permits.length === 0 ? (
        <p className="rounded-xl border p-6 text-center text-sm text-muted-foreground">
          No Advertiser Permits entered yet.
        </p>
      ) : (
        <ul className="grid gap-3" aria-label={ADVERTISER_PERMIT_MESSAGES.queueTitle}>
          {list.data.permits.map((permit) => (
            <li key={permit.creator.id}>
              <article className="grid gap-2 rounded-xl border bg-card p-4 shadow-sm">
                <header className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="font-semibold break-words">
                    {permit.creator.name}{' '}
                    <span className="text-sm font-normal text-muted-foreground">{permit.creator.email}</span>
                  </h3>
                  {permit.submittedAt ? (
                    <span className="text-xs text-muted-foreground">
                      Entered {formatDate(permit.submittedAt)}
                    </span>
                  ) : null}
                </header>
                <PermitSummary permit={permit} showExpiry />
                {permit.reviewStatus === 'rejected' && permit.rejectionReason ? (
                  <p className="text-sm text-muted-foreground">Reason: {permit.rejectionReason}</p>
                ) : null}
                {permit.reviewer && permit.reviewedAt ? (
                  <p className="text-xs text-muted-foreground">
                    Reviewed by {permit.reviewer.name} on {formatDate(permit.reviewedAt)}
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
                      <X aria-hidden /> Reject
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
                      Verify permit
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
        title="Reject Advertiser Permit"
        description={`${rejecting?.creator.name ?? ''} will read the reason and may enter the permit again.`}
        label="Reason"
        requiredMessage={ADVERTISER_PERMIT_MESSAGES.reasonRequired}
        maxLength={PERMIT_REJECTION_REASON_MAX}
        confirmLabel="Reject"
        confirmVariant="destructive"
        isPending={review.isPending}
        serverError={isApiError(review.error) ? review.error.fields.reason?.[0] : undefined}
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
