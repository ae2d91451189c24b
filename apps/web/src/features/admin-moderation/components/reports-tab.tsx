import {
  CONTENT_REPORT_STATUSES,
  CONTENT_REPORT_TARGETS,
  MODERATION_MESSAGES,
  MODERATION_REASON_MAX,
  type AdminReport,
  type AdminReportListParams,
  type ContentReportStatus,
  type ReportTargetType,
} from '@partnerly/contracts';
import { useState } from 'react';
import { Pager } from '@/components/pager';
import { ReasonDialog } from '@/components/reason-dialog';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { useAdminReports, useResolveReport } from '../api/admin-reports';
import { REPORT_STATUS_LABELS, ReportCard, TARGET_TYPE_LABELS } from './report-card';
import { ReportedConversationDialog } from './reported-conversation-dialog';

const STATUS_OPTIONS = CONTENT_REPORT_STATUSES.map((status) => ({
  id: status,
  label: REPORT_STATUS_LABELS[status],
}));
const TARGET_OPTIONS = CONTENT_REPORT_TARGETS.map((type) => ({ id: type, label: TARGET_TYPE_LABELS[type] }));

type Deciding = { report: AdminReport; action: 'dismiss' | 'take-down' } | null;

/** What a take-down does to each kind of content, for the dialog. */
const TAKE_DOWN_EFFECTS: Record<ReportTargetType, string> = {
  campaign: 'The campaign closes for good and leaves the feed; its brand is notified with your note.',
  public_page:
    'The creator’s share link is deactivated, so the page answers Creator Not Found; the creator is notified.',
  code: 'The QR code is deactivated and refuses redemptions; its brand is notified with your note.',
  conversation: 'The conversation is closed to new messages; its participants are notified with your note.',
};

/**
 * The admin console's Reports tab (issue 19 item 5): users' reports of campaigns, public
 * creator pages, QR codes and conversations (issue 22, read-only from the report), open ones
 * first. Dismiss (nothing wrong) or take the content down; either resolves every open report of
 * the same thing, and signed-in reporters hear the outcome.
 */
export function ReportsTab() {
  const [status, setStatus] = useState<ContentReportStatus | ''>('open');
  const [targetType, setTargetType] = useState<ReportTargetType | ''>('');
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<Deciding>(null);
  const [reading, setReading] = useState<AdminReport | null>(null);
  const params: AdminReportListParams = {
    status: status || undefined,
    targetType: targetType || undefined,
    page,
  };
  const reports = useAdminReports(params);
  const resolve = useResolveReport();

  const close = () => {
    setDeciding(null);
    resolve.reset();
  };
  const confirm = (note: string) => {
    if (!deciding) return;
    const { report, action } = deciding;
    const decision =
      action === 'dismiss'
        ? { reportId: report.id, action, note: note || null }
        : { reportId: report.id, action, note };
    resolve.mutate(decision, {
      onSuccess: (result) => {
        const others = result.resolvedCount - 1;
        toast({
          variant: 'success',
          title: result.message,
          description:
            others > 0
              ? `${others} other open ${others === 1 ? 'report' : 'reports'} of the same ${TARGET_TYPE_LABELS[report.targetType].toLowerCase()} resolved too.`
              : undefined,
        });
        close();
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: action === 'dismiss' ? 'Report not dismissed' : 'Content not taken down',
          description: error.message,
        }),
    });
  };

  const data = reports.data;
  const isTakeDown = deciding?.action === 'take-down';
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2 md:max-w-xl">
        <SelectField
          label="Status"
          placeholder="All reports"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as ContentReportStatus | '');
            setPage(1);
          }}
        />
        <SelectField
          label="Reported"
          placeholder="Everything"
          options={TARGET_OPTIONS}
          value={targetType}
          onChange={(event) => {
            setTargetType(event.target.value as ReportTargetType | '');
            setPage(1);
          }}
        />
      </div>
      {data ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {data.openTotal} open {data.openTotal === 1 ? 'report' : 'reports'} in the queue
        </p>
      ) : null}
      {reports.isPending ? (
        <div className="grid gap-3" role="status" aria-busy="true" aria-label="Loading reports">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-40" />
          ))}
        </div>
      ) : reports.isError && !data ? (
        <RetryAlert message={MODERATION_MESSAGES.loadReportsFailed} onRetry={() => void reports.refetch()} />
      ) : data && data.reports.length === 0 ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
          {data.total === 0 ? MODERATION_MESSAGES.noReports : 'No reports on this page.'}
        </p>
      ) : data ? (
        <div className={reports.isPlaceholderData ? 'grid gap-4 opacity-60' : 'grid gap-4'}>
          {reports.isError ? (
            <RetryAlert
              message={MODERATION_MESSAGES.loadReportsFailed}
              onRetry={() => void reports.refetch()}
            />
          ) : null}
          <ul className="grid gap-3" aria-label="Reports">
            {data.reports.map((report) => (
              <ReportCard
                key={report.id}
                report={report}
                onDismiss={(chosen) => setDeciding({ report: chosen, action: 'dismiss' })}
                onTakeDown={(chosen) => setDeciding({ report: chosen, action: 'take-down' })}
                onViewConversation={setReading}
              />
            ))}
          </ul>
          <Pager
            noun={{ one: 'report', many: 'reports' }}
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={setPage}
          />
        </div>
      ) : null}

      <ReportedConversationDialog report={reading} onClose={() => setReading(null)} />
      <ReasonDialog
        open={deciding !== null}
        onClose={close}
        title={isTakeDown ? 'Take Down Content' : 'Dismiss Report'}
        description={
          deciding
            ? isTakeDown
              ? `${TAKE_DOWN_EFFECTS[deciding.report.targetType]} Every open report of it is resolved.`
              : `"${deciding.report.target.title}" stays up. Every open report of it is dismissed and signed-in reporters are told.`
            : null
        }
        label={isTakeDown ? 'Note (the owner reads it)' : 'Note (optional)'}
        placeholder={isTakeDown ? 'What breaks the rules' : 'Why nothing needs to change'}
        requiredMessage={isTakeDown ? MODERATION_MESSAGES.noteRequired : undefined}
        maxLength={MODERATION_REASON_MAX}
        confirmLabel={isTakeDown ? 'Take Down' : 'Dismiss Report'}
        confirmVariant={isTakeDown ? 'destructive' : 'default'}
        isPending={resolve.isPending}
        serverError={isApiError(resolve.error) ? resolve.error.fields.note?.[0] : undefined}
        onConfirm={confirm}
      />
    </div>
  );
}
