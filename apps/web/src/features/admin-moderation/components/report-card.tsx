import {
  type AdminReport,
  type ContentReportReason,
  type ContentReportStatus,
  type ReportTargetType,
} from '@partnerly/contracts';
import { Check, ExternalLink, MessagesSquare, ShieldOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ToneBadge, type BadgeTone } from '@/components/ui/tone-badge';
import { formatDateTime } from '@/lib/format';
import { useKnownText, useNameText, useT } from '@/lib/i18n/i18n-provider';
import type { MessageKey } from '@partnerly/contracts/i18n';

/** Not words: the same in every language. */
const SEPARATOR = ' · ';

export const TARGET_TYPE_LABELS: Record<ReportTargetType, MessageKey> = {
  campaign: 'adminModeration.target.campaign',
  public_page: 'adminModeration.target.public_page',
  code: 'adminModeration.target.code',
  conversation: 'adminModeration.target.conversation',
};

export const REPORT_STATUS_LABELS: Record<ContentReportStatus, MessageKey> = {
  open: 'adminModeration.reportStatus.open',
  dismissed: 'adminModeration.reportStatus.dismissed',
  taken_down: 'adminModeration.reportStatus.taken_down',
};

const REASON_LABELS: Record<ContentReportReason, MessageKey> = {
  spam: 'adminModeration.reason.spam',
  misleading: 'adminModeration.reason.misleading',
  inappropriate: 'adminModeration.reason.inappropriate',
  fraud: 'adminModeration.reason.fraud',
  other: 'adminModeration.reason.other',
};

/** The reported content's own status: a campaign's, or 'active' / 'inactive' for a page or code. */
const TARGET_STATUS_LABELS: Record<string, MessageKey> = {
  active: 'adminModeration.targetStatus.active',
  inactive: 'adminModeration.targetStatus.inactive',
  paused: 'adminModeration.targetStatus.paused',
  closed: 'adminModeration.targetStatus.closed',
  draft: 'adminModeration.targetStatus.draft',
  completed: 'adminModeration.targetStatus.completed',
  open: 'adminModeration.targetStatus.open',
};

const STATUS_TONES: Record<ContentReportStatus, BadgeTone> = {
  open: 'warning',
  dismissed: 'neutral',
  taken_down: 'danger',
};

/** 'active' for a campaign reads 'Active'; a page or code 'inactive' reads 'Inactive'. */
const statusWord = (t: (key: MessageKey) => string, status: string) =>
  Object.hasOwn(TARGET_STATUS_LABELS, status)
    ? t(TARGET_STATUS_LABELS[status]!)
    : status.charAt(0).toUpperCase() + status.slice(1);

interface ReportCardProps {
  report: AdminReport;
  onDismiss: (report: AdminReport) => void;
  onTakeDown: (report: AdminReport) => void;
  /** Reports of a conversation: read the thread (it has no public page to link). */
  onViewConversation: (report: AdminReport) => void;
}

/** One report: what it is about (with its public page or its thread), why, who sent it, and the decision. */
export function ReportCard({ report, onDismiss, onTakeDown, onViewConversation }: ReportCardProps) {
  const t = useT();
  const nameText = useNameText();
  // A target that is gone has a title the server made up ('Deleted campaign').
  const known = useKnownText();
  const { target } = report;
  const headingId = `report-${report.id}`;
  // A reported thread is read from the report, also after the decision (a closed thread stays readable).
  const canRead = report.targetType === 'conversation' && target.isAvailable;
  return (
    <li aria-labelledby={headingId} className="grid gap-3 rounded-xl border p-4 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <p className="flex flex-wrap items-center gap-2 text-muted-foreground">
            <ToneBadge tone="info">{t(TARGET_TYPE_LABELS[report.targetType])}</ToneBadge>
            {target.isAvailable ? (
              <span>
                {statusWord(t, target.status)}
                {target.ownerName ? (
                  <>
                    {SEPARATOR}
                    <bdi>{target.ownerName}</bdi>
                  </>
                ) : null}
              </span>
            ) : (
              <span>{t('adminModeration.noLongerAvailable')}</span>
            )}
          </p>
          <h3 id={headingId} className="text-base font-medium break-words">
            {target.link ? (
              <a
                href={target.link}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
              >
                <bdi>{target.title}</bdi> <ExternalLink className="size-3.5 shrink-0" aria-hidden />
                <span className="sr-only">{t('admin.opensInNewTab')}</span>
              </a>
            ) : (
              <bdi>{target.isAvailable ? target.title : known(target.title)}</bdi>
            )}
          </h3>
        </div>
        <ToneBadge tone={STATUS_TONES[report.status]}>{t(REPORT_STATUS_LABELS[report.status])}</ToneBadge>
      </div>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[8rem_1fr]">
        <dt className="text-muted-foreground">{t('adminModeration.reasonLabel')}</dt>
        <dd className="font-medium">{t(REASON_LABELS[report.reason])}</dd>
        {report.details ? (
          <>
            <dt className="text-muted-foreground">{t('adminModeration.details')}</dt>
            <dd className="break-words whitespace-pre-line" dir="auto">
              {report.details}
            </dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">{t('adminModeration.reportedBy')}</dt>
        <dd className="break-all">
          {report.reporter ? (
            <>
              <bdi>{report.reporter.name}</bdi>
              {SEPARATOR}
              <span dir="ltr">{report.reporter.email}</span>
            </>
          ) : (
            t('adminModeration.anonymousReporter')
          )}
        </dd>
        <dt className="text-muted-foreground">{t('adminModeration.reported')}</dt>
        <dd>{formatDateTime(report.createdAt)}</dd>
        {report.reviewedAt ? (
          <>
            <dt className="text-muted-foreground">{t('adminModeration.decided')}</dt>
            <dd>
              {report.reviewerName
                ? t('adminModeration.decidedBy', {
                    date: formatDateTime(report.reviewedAt),
                    name: nameText(report.reviewerName),
                  })
                : formatDateTime(report.reviewedAt)}
            </dd>
          </>
        ) : null}
        {report.reviewNote ? (
          <>
            <dt className="text-muted-foreground">{t('adminModeration.note')}</dt>
            <dd className="break-words whitespace-pre-line" dir="auto">
              {report.reviewNote}
            </dd>
          </>
        ) : null}
      </dl>
      {report.status === 'open' || canRead ? (
        <div className="flex flex-wrap gap-2">
          {canRead ? (
            <Button variant="outline" size="sm" onClick={() => onViewConversation(report)}>
              <MessagesSquare aria-hidden /> {t('adminModeration.viewConversation')}
            </Button>
          ) : null}
          {report.status === 'open' ? (
            <Button variant="outline" size="sm" onClick={() => onDismiss(report)}>
              <Check aria-hidden /> {t('adminModeration.dismiss')}
            </Button>
          ) : null}
          {report.status === 'open' && target.isAvailable ? (
            <Button
              variant="outline"
              size="sm"
              className="text-destructive"
              onClick={() => onTakeDown(report)}
            >
              <ShieldOff aria-hidden /> {t('adminModeration.takeDown')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
