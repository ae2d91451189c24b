import {
  CONTENT_REPORT_DETAILS_MAX,
  CONTENT_REPORT_REASONS,
  type ContentReportReceipt,
  type ContentReportReason,
} from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { TextareaField } from '@/components/ui/textarea-field';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { useKnownText, useT } from '@/lib/i18n/i18n-provider';

const REASON_KEYS: Record<ContentReportReason, MessageKey> = {
  spam: 'contentReport.reasonSpam',
  misleading: 'contentReport.reasonMisleading',
  inappropriate: 'contentReport.reasonInappropriate',
  fraud: 'contentReport.reasonFraud',
  other: 'contentReport.reasonOther',
};

/** What every report sends: a reason from the fixed list, details required for 'other'. */
interface ReportFields {
  reason: ContentReportReason;
  details: string | null;
}

/** How the dialog sends a report: a mutation of the feature's own route. */
interface ReportSender {
  isPending: boolean;
  mutate(
    fields: ReportFields,
    callbacks: { onSuccess(receipt: ContentReportReceipt): void; onError(error: Error): void },
  ): void;
}

interface ReportDialogProps {
  open: boolean;
  onClose(): void;
  /** 'Report Campaign', 'Report Conversation'. */
  title: string;
  description: string;
  /** The form's accessible name: 'Report campaign'. */
  formLabel: string;
  detailsPlaceholder: string;
  report: ReportSender;
}

/**
 * Reporting something to the Partnerly team (campaigns, conversations): the reasons and details
 * every content report shares, checked here as the server checks them; a refusal shows the
 * server's field messages.
 */
export function ReportDialog({ open, onClose, title, description, ...form }: ReportDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {open ? <ReportForm {...form} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ReportForm({
  formLabel,
  detailsPlaceholder,
  report,
  onDone,
}: Pick<ReportDialogProps, 'formLabel' | 'detailsPlaceholder' | 'report'> & { onDone(): void }) {
  const t = useT();
  const known = useKnownText();
  const text = (message: string | undefined) => (message === undefined ? undefined : known(message));
  const [reason, setReason] = useState<ContentReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; details?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      reason: reason ? undefined : t('rules.contentReport.reasonRequired'),
      details: reason === 'other' && !details.trim() ? t('rules.contentReport.detailsRequired') : undefined,
    };
    setErrors(next);
    if (next.reason || next.details || !reason) return;
    report.mutate(
      { reason, details: details.trim() || null },
      {
        onSuccess: (receipt) => {
          toast({
            variant: 'success',
            title: t('rules.contentReport.sent'),
            description: text(receipt.message),
          });
          onDone();
        },
        onError: (error) => {
          if (isApiError(error))
            setErrors({ reason: text(error.fields.reason?.[0]), details: text(error.fields.details?.[0]) });
          toast({
            variant: 'destructive',
            title: t('rules.contentReport.failed'),
            description: text(error.message),
          });
        },
      },
    );
  };

  return (
    <form aria-label={formLabel} noValidate className="grid gap-4" onSubmit={submit}>
      <SelectField
        label={t('contentReport.reason')}
        placeholder={t('contentReport.reasonPlaceholder')}
        required
        options={CONTENT_REPORT_REASONS.map((id) => ({ id, label: t(REASON_KEYS[id]) }))}
        value={reason}
        onChange={(event) => setReason(event.target.value as ContentReportReason | '')}
        error={errors.reason}
      />
      <TextareaField
        label={reason === 'other' ? t('contentReport.details') : t('contentReport.detailsOptional')}
        required={reason === 'other'}
        rows={4}
        maxLength={CONTENT_REPORT_DETAILS_MAX}
        placeholder={detailsPlaceholder}
        value={details}
        onChange={(event) => setDetails(event.target.value)}
        error={errors.details}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={report.isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={report.isPending}>
          {report.isPending ? <Spinner className="text-current" /> : null}
          {t('contentReport.send')}
        </Button>
      </DialogFooter>
    </form>
  );
}
