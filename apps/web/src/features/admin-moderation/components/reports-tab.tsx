import {
  CONTENT_REPORT_STATUSES,
  CONTENT_REPORT_TARGETS,
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
import { useT } from '@/lib/i18n/i18n-provider';
import type { MessageKey } from '@partnerly/contracts/i18n';
import { useAdminReports, useResolveReport } from '../api/admin-reports';
import { REPORT_STATUS_LABELS, ReportCard, TARGET_TYPE_LABELS } from './report-card';
import { ReportedConversationDialog } from './reported-conversation-dialog';
import { moderationMessage } from './moderation-messages';

type Deciding = { report: AdminReport; action: 'dismiss' | 'take-down' } | null;

/** What a take-down does to each kind of content, for the dialog. */
const TAKE_DOWN_EFFECTS: Record<ReportTargetType, MessageKey> = {
  campaign: 'adminModeration.takeDownEffect.campaign',
  public_page: 'adminModeration.takeDownEffect.public_page',
  code: 'adminModeration.takeDownEffect.code',
  conversation: 'adminModeration.takeDownEffect.conversation',
};

/** 'campaign', 'public page'...: the reported thing inside a sentence. */
const TARGET_NOUNS: Record<ReportTargetType, MessageKey> = {
  campaign: 'adminModeration.targetNoun.campaign',
  public_page: 'adminModeration.targetNoun.public_page',
  code: 'adminModeration.targetNoun.code',
  conversation: 'adminModeration.targetNoun.conversation',
};

/**
 * The admin console's Reports tab (issue 19 item 5): users' reports of campaigns, public
 * creator pages, QR codes and conversations (issue 22, read-only from the report), open ones
 * first. Dismiss (nothing wrong) or take the content down; either resolves every open report of
 * the same thing, and signed-in reporters hear the outcome.
 */
export function ReportsTab() {
  const t = useT();
  const statusOptions = CONTENT_REPORT_STATUSES.map((one) => ({
    id: one,
    label: t(REPORT_STATUS_LABELS[one]),
  }));
  const targetOptions = CONTENT_REPORT_TARGETS.map((type) => ({
    id: type,
    label: t(TARGET_TYPE_LABELS[type]),
  }));
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
          title: moderationMessage(t, result.message),
          description:
            others > 0
              ? t('adminModeration.othersResolved', {
                  count: others,
                  target: t(TARGET_NOUNS[report.targetType]),
                })
              : undefined,
        });
        close();
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: action === 'dismiss' ? t('adminModeration.notDismissed') : t('adminModeration.notTakenDown'),
          description: moderationMessage(t, error.message),
        }),
    });
  };

  const data = reports.data;
  const isTakeDown = deciding?.action === 'take-down';
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2 md:max-w-xl">
        <SelectField
          label={t('common.status')}
          placeholder={t('adminModeration.allReports')}
          options={statusOptions}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as ContentReportStatus | '');
            setPage(1);
          }}
        />
        <SelectField
          label={t('adminModeration.reported')}
          placeholder={t('adminModeration.everything')}
          options={targetOptions}
          value={targetType}
          onChange={(event) => {
            setTargetType(event.target.value as ReportTargetType | '');
            setPage(1);
          }}
        />
      </div>
      {data ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t('adminModeration.openInQueue', { count: data.openTotal })}
        </p>
      ) : null}
      {reports.isPending ? (
        <div
          className="grid gap-3"
          role="status"
          aria-busy="true"
          aria-label={t('adminModeration.loadingReports')}
        >
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-40" />
          ))}
        </div>
      ) : reports.isError && !data ? (
        <RetryAlert message={t('adminModeration.loadReportsFailed')} onRetry={() => void reports.refetch()} />
      ) : data && data.reports.length === 0 ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
          {data.total === 0 ? t('adminModeration.noReports') : t('adminModeration.noReportsOnPage')}
        </p>
      ) : data ? (
        <div className={reports.isPlaceholderData ? 'grid gap-4 opacity-60' : 'grid gap-4'}>
          {reports.isError ? (
            <RetryAlert
              message={t('adminModeration.loadReportsFailed')}
              onRetry={() => void reports.refetch()}
            />
          ) : null}
          <ul className="grid gap-3" aria-label={t('adminModeration.reports')}>
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
            noun={{ one: t('adminModeration.reportNoun'), many: t('adminModeration.reportsNoun') }}
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
        title={isTakeDown ? t('adminModeration.takeDownTitle') : t('adminModeration.dismissTitle')}
        description={
          deciding
            ? isTakeDown
              ? t('adminModeration.takeDownDescription', {
                  effect: t(TAKE_DOWN_EFFECTS[deciding.report.targetType]),
                })
              : t('adminModeration.dismissDescription', { title: deciding.report.target.title })
            : null
        }
        label={isTakeDown ? t('adminModeration.noteOwnerReads') : t('adminModeration.noteOptional')}
        placeholder={
          isTakeDown ? t('adminModeration.takeDownPlaceholder') : t('adminModeration.dismissPlaceholder')
        }
        requiredMessage={isTakeDown ? t('adminModeration.noteRequired') : undefined}
        maxLength={MODERATION_REASON_MAX}
        confirmLabel={isTakeDown ? t('adminModeration.takeDown') : t('adminModeration.dismissTitle')}
        confirmVariant={isTakeDown ? 'destructive' : 'default'}
        isPending={resolve.isPending}
        serverError={
          isApiError(resolve.error) ? moderationMessage(t, resolve.error.fields.note?.[0]) : undefined
        }
        onConfirm={confirm}
      />
    </div>
  );
}
