import {
  CONTENT_REPORT_REASON_LABELS,
  type AdminReport,
  type ContentReportStatus,
  type ReportTargetType,
} from '@partnerly/contracts';
import { Check, ExternalLink, MessagesSquare, ShieldOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ToneBadge, type BadgeTone } from '@/components/ui/tone-badge';
import { formatDateTime } from '@/lib/format';

export const TARGET_TYPE_LABELS: Record<ReportTargetType, string> = {
  campaign: 'Campaign',
  public_page: 'Public page',
  code: 'QR code',
  conversation: 'Conversation',
};

export const REPORT_STATUS_LABELS: Record<ContentReportStatus, string> = {
  open: 'Open',
  dismissed: 'Dismissed',
  taken_down: 'Taken down',
};

const STATUS_TONES: Record<ContentReportStatus, BadgeTone> = {
  open: 'warning',
  dismissed: 'neutral',
  taken_down: 'danger',
};

/** 'active' for a campaign reads 'Active'; a page or code 'inactive' reads 'Inactive'. */
const statusWord = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

interface ReportCardProps {
  report: AdminReport;
  onDismiss: (report: AdminReport) => void;
  onTakeDown: (report: AdminReport) => void;
  /** Reports of a conversation: read the thread (it has no public page to link). */
  onViewConversation: (report: AdminReport) => void;
}

/** One report: what it is about (with its public page or its thread), why, who sent it, and the decision. */
export function ReportCard({ report, onDismiss, onTakeDown, onViewConversation }: ReportCardProps) {
  const { target } = report;
  const headingId = `report-${report.id}`;
  // A reported thread is read from the report, also after the decision (a closed thread stays readable).
  const canRead = report.targetType === 'conversation' && target.isAvailable;
  return (
    <li aria-labelledby={headingId} className="grid gap-3 rounded-xl border p-4 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <p className="flex flex-wrap items-center gap-2 text-muted-foreground">
            <ToneBadge tone="info">{TARGET_TYPE_LABELS[report.targetType]}</ToneBadge>
            {target.isAvailable ? (
              <span>
                {statusWord(target.status)}
                {target.ownerName ? ` · ${target.ownerName}` : ''}
              </span>
            ) : (
              <span>No longer available</span>
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
                {target.title} <ExternalLink className="size-3.5 shrink-0" aria-hidden />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            ) : (
              target.title
            )}
          </h3>
        </div>
        <ToneBadge tone={STATUS_TONES[report.status]}>{REPORT_STATUS_LABELS[report.status]}</ToneBadge>
      </div>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[8rem_1fr]">
        <dt className="text-muted-foreground">Reason</dt>
        <dd className="font-medium">{CONTENT_REPORT_REASON_LABELS[report.reason]}</dd>
        {report.details ? (
          <>
            <dt className="text-muted-foreground">Details</dt>
            <dd className="break-words whitespace-pre-line">{report.details}</dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">Reported by</dt>
        <dd className="break-all">
          {report.reporter
            ? `${report.reporter.name} · ${report.reporter.email}`
            : 'A visitor who was not signed in'}
        </dd>
        <dt className="text-muted-foreground">Reported</dt>
        <dd>{formatDateTime(report.createdAt)}</dd>
        {report.reviewedAt ? (
          <>
            <dt className="text-muted-foreground">Decided</dt>
            <dd>
              {formatDateTime(report.reviewedAt)}
              {report.reviewerName ? ` by ${report.reviewerName}` : ''}
            </dd>
          </>
        ) : null}
        {report.reviewNote ? (
          <>
            <dt className="text-muted-foreground">Note</dt>
            <dd className="break-words whitespace-pre-line">{report.reviewNote}</dd>
          </>
        ) : null}
      </dl>
      {report.status === 'open' || canRead ? (
        <div className="flex flex-wrap gap-2">
          {canRead ? (
            <Button variant="outline" size="sm" onClick={() => onViewConversation(report)}>
              <MessagesSquare aria-hidden /> View conversation
            </Button>
          ) : null}
          {report.status === 'open' ? (
            <Button variant="outline" size="sm" onClick={() => onDismiss(report)}>
              <Check aria-hidden /> Dismiss
            </Button>
          ) : null}
          {report.status === 'open' && target.isAvailable ? (
            <Button
              variant="outline"
              size="sm"
              className="text-destructive"
              onClick={() => onTakeDown(report)}
            >
              <ShieldOff aria-hidden /> Take Down
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
