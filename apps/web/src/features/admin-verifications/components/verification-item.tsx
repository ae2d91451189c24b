import { platformLabel, type AdminVerificationRequest, type UserType } from '@partnerly/contracts';
import { Check, ExternalLink, FileText, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ToneBadge, type BadgeTone } from '@/components/ui/tone-badge';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n-provider';
import type { MessageKey } from '@partnerly/contracts/i18n';

/** Not words: the same in every language. */
const SEPARATOR = ' · ';
const NO_VALUE = '—';

const TYPE_LABELS: Partial<Record<UserType, MessageKey>> = {
  creator: 'adminVerifications.type.creator',
  brand: 'adminVerifications.type.brand',
  agent: 'adminVerifications.type.agent',
  agency: 'adminVerifications.type.agency',
};

const STATUS: Record<AdminVerificationRequest['status'], { label: MessageKey; tone: BadgeTone }> = {
  pending: { label: 'adminVerifications.status.pending', tone: 'warning' },
  approved: { label: 'adminVerifications.status.approved', tone: 'success' },
  rejected: { label: 'adminVerifications.status.rejected', tone: 'danger' },
};

/** 'Approved by Sam Super on 3 Nov 2026: reason' with the parts the request has. */
function decisionLine(t: ReturnType<typeof useT>, request: AdminVerificationRequest): string {
  const outcome =
    request.status === 'approved'
      ? t('adminVerifications.outcome.approved')
      : t('adminVerifications.outcome.rejected');
  const by = request.reviewer?.name;
  const on = request.reviewedAt ? formatDate(request.reviewedAt) : undefined;
  const line =
    by && on
      ? t('adminVerifications.decidedByOn', { outcome, name: by, date: on })
      : by
        ? t('adminVerifications.decidedBy', { outcome, name: by })
        : on
          ? t('adminVerifications.decidedOn', { outcome, date: on })
          : outcome;
  return request.status === 'rejected' && request.rejectionReason
    ? `${line}: ${request.rejectionReason}`
    : `${line}.`;
}

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
  const t = useT();
  const { requester, status } = request;
  const labelId = `verification-${request.id}`;
  return (
    <article aria-labelledby={labelId} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <h3 id={labelId} className="font-semibold break-words">
            <bdi>{requester.name}</bdi>
            {requester.companyName && requester.userType === 'brand' ? (
              <span className="font-normal text-muted-foreground">
                {SEPARATOR}
                <bdi>{requester.companyName}</bdi>
              </span>
            ) : null}
          </h3>
          <p className="text-sm break-all text-muted-foreground" dir="ltr">
            {requester.email}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-1.5">
          <ToneBadge tone="neutral">
            {TYPE_LABELS[requester.userType] ? t(TYPE_LABELS[requester.userType]!) : requester.userType}
          </ToneBadge>
          <ToneBadge tone={STATUS[status].tone}>{t(STATUS[status].label)}</ToneBadge>
        </div>
      </header>

      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
        {request.kind === 'creator' ? (
          <>
            <Detail label={t('adminVerifications.platform')}>
              {request.platform ? platformLabel(request.platform) : NO_VALUE}
            </Detail>
            <Detail label={t('adminVerifications.claimedFollowers')}>
              {request.claimedFollowers?.toLocaleString('en-US') ?? NO_VALUE}
            </Detail>
            <Detail label={t('adminVerifications.profile')} className="sm:col-span-2">
              {request.platformUrl ? (
                <a
                  href={request.platformUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex max-w-full items-center gap-1 text-primary underline-offset-4 hover:underline"
                >
                  <span className="truncate" dir="ltr">
                    {request.platformUrl}
                  </span>
                  <ExternalLink className="size-3.5 shrink-0" aria-hidden />
                </a>
              ) : (
                NO_VALUE
              )}
            </Detail>
          </>
        ) : (
          <Detail label={t('adminVerifications.tradeLicenceNumber')}>
            <span dir="ltr">{request.tradeLicenceNumber ?? NO_VALUE}</span>
          </Detail>
        )}
        <Detail
          label={
            request.kind === 'creator' ? t('adminVerifications.screenshot') : t('adminVerifications.document')
          }
        >
          {request.document ? (
            <a
              href={request.document.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
            >
              <FileText className="size-3.5" aria-hidden />
              {request.document.contentType === 'application/pdf'
                ? t('adminVerifications.openPdf')
                : t('adminVerifications.openImage')}
            </a>
          ) : (
            t('common.none')
          )}
        </Detail>
        <Detail label={t('adminVerifications.submitted')}>{formatDate(request.createdAt)}</Detail>
      </dl>

      {status === 'pending' ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={onApprove} disabled={isLocked}>
            {isDeciding ? <Spinner /> : <Check aria-hidden />} {t('adminVerifications.approve')}
          </Button>
          <Button size="sm" variant="outline" onClick={onReject} disabled={isLocked}>
            <X aria-hidden /> {t('adminVerifications.reject')}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{decisionLine(t, request)}</p>
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
