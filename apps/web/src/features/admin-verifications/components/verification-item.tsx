import { platformLabel, type AdminVerificationRequest, type UserType } from '@partnerly/contracts';
import { Check, ExternalLink, FileText, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ToneBadge, type BadgeTone } from '@/components/ui/tone-badge';
import { formatDate } from '@/lib/format';

const TYPE_LABELS: Partial<Record<UserType, string>> = {
  creator: 'Creator',
  brand: 'Brand',
  agent: 'Agent',
  agency: 'Agency',
};

const STATUS: Record<AdminVerificationRequest['status'], { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'warning' },
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
};

interface VerificationItemProps {
  request: AdminVerificationRequest;
  /** This request's decision is on its way. */
  isDeciding: boolean;
  /** Some decision is on its way: the buttons wait. */
  isLocked: boolean;
  onApprove(): void;
  onReject(): void;
}

/** One request of the queue: who asks, what they show, its document, and the decision. */
export function VerificationItem({
  request,
  isDeciding,
  isLocked,
  onApprove,
  onReject,
}: VerificationItemProps) {
  const { requester, status } = request;
  const labelId = `verification-${request.id}`;
  return (
    <article aria-labelledby={labelId} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <h3 id={labelId} className="font-semibold break-words">
            {requester.name}
            {requester.companyName && requester.userType === 'brand' ? (
              <span className="font-normal text-muted-foreground"> · {requester.companyName}</span>
            ) : null}
          </h3>
          <p className="text-sm break-all text-muted-foreground">{requester.email}</p>
        </div>
        <div className="flex flex-wrap items-center gap-1.5">
          <ToneBadge tone="neutral">{TYPE_LABELS[requester.userType] ?? requester.userType}</ToneBadge>
          <ToneBadge tone={STATUS[status].tone}>{STATUS[status].label}</ToneBadge>
        </div>
      </header>

      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
        {request.kind === 'creator' ? (
          <>
            <Detail label="Platform">{request.platform ? platformLabel(request.platform) : '—'}</Detail>
            <Detail label="Claimed followers">
              {request.claimedFollowers?.toLocaleString('en-US') ?? '—'}
            </Detail>
            <Detail label="Profile" className="sm:col-span-2">
              {request.platformUrl ? (
                <a
                  href={request.platformUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex max-w-full items-center gap-1 text-primary underline-offset-4 hover:underline"
                >
                  <span className="truncate">{request.platformUrl}</span>
                  <ExternalLink className="size-3.5 shrink-0" aria-hidden />
                </a>
              ) : (
                '—'
              )}
            </Detail>
          </>
        ) : (
          <Detail label="Trade licence number">{request.tradeLicenceNumber ?? '—'}</Detail>
        )}
        <Detail label={request.kind === 'creator' ? 'Screenshot' : 'Document'}>
          {request.document ? (
            <a
              href={request.document.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
            >
              <FileText className="size-3.5" aria-hidden />
              Open {request.document.contentType === 'application/pdf' ? 'PDF' : 'image'}
            </a>
          ) : (
            'None'
          )}
        </Detail>
        <Detail label="Submitted">{formatDate(request.createdAt)}</Detail>
      </dl>

      {status === 'pending' ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={onApprove} disabled={isLocked}>
            {isDeciding ? <Spinner /> : <Check aria-hidden />} Approve
          </Button>
          <Button size="sm" variant="outline" onClick={onReject} disabled={isLocked}>
            <X aria-hidden /> Reject
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          {status === 'approved' ? 'Approved' : 'Rejected'}
          {request.reviewer ? ` by ${request.reviewer.name}` : ''}
          {request.reviewedAt ? ` on ${formatDate(request.reviewedAt)}` : ''}
          {status === 'rejected' && request.rejectionReason ? `: ${request.rejectionReason}` : '.'}
        </p>
      )}
    </article>
  );
}

function Detail({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 font-medium break-words">{children}</dd>
    </div>
  );
}
