import {
  CONTENT_REPORT_DETAILS_MAX,
  CONTENT_REPORT_MESSAGES,
  CONTENT_REPORT_REASONS,
  type ContentReportReason,
  type ReportTargetType,
} from '@partnerly/contracts/content-report-rules';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { outlineButtonClass, primaryButtonClass } from './page-parts';
import { usePageT, type PageMessageKey, type Translate } from './public-language';

// The report form of the public pages, loaded on the first click of their report link: a native
// <dialog> (showModal makes the page behind inert and Escape closes it) and plain fetch, so it
// brings neither Radix nor the app's client. Visitors need not be signed in; a signed-in one's
// session cookie goes along and the report keeps who sent it.

interface ReportDialogProps {
  isOpen: boolean;
  targetType: ReportTargetType;
  targetId: string;
  onClose(): void;
}

const REASON_KEYS: Record<ContentReportReason, PageMessageKey> = {
  spam: 'publicPage.reasonSpam',
  misleading: 'publicPage.reasonMisleading',
  inappropriate: 'publicPage.reasonInappropriate',
  fraud: 'publicPage.reasonFraud',
  other: 'publicPage.reasonOther',
};

/** The API's English messages this form shows, in the page's language (others as they come). */
const MESSAGE_KEYS = new Map<string, PageMessageKey>([
  [CONTENT_REPORT_MESSAGES.reasonRequired, 'publicPage.reasonRequired'],
  [CONTENT_REPORT_MESSAGES.detailsRequired, 'publicPage.detailsRequired'],
  [CONTENT_REPORT_MESSAGES.detailsTooLong, 'publicPage.detailsTooLong'],
  [CONTENT_REPORT_MESSAGES.sentDetail, 'publicPage.reportSentDetail'],
  [CONTENT_REPORT_MESSAGES.alreadyReported, 'publicPage.alreadyReported'],
  [CONTENT_REPORT_MESSAGES.failed, 'publicPage.reportFailed'],
  [CONTENT_REPORT_MESSAGES.tooMany, 'publicPage.tooManyReports'],
  [CONTENT_REPORT_MESSAGES.notFound, 'publicPage.reportTargetGone'],
]);

function shown(t: Translate, message: string): string {
  const key = MESSAGE_KEYS.get(message);
  return key ? t(key, { max: CONTENT_REPORT_DETAILS_MAX }) : message;
}

type Sent = { kind: 'form' } | { kind: 'sending' } | { kind: 'sent'; message: string };

interface ErrorBody {
  error?: { message?: string; fields?: Record<string, string[]> };
}

async function sendReport(
  body: unknown,
): Promise<{ ok: true; message: string } | { ok: false; error: ErrorBody['error'] }> {
  try {
    const response = await fetch('/api/content-reports', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await response.json().catch(() => ({}))) as ErrorBody & { message?: string };
    return response.ok
      ? { ok: true, message: json.message ?? CONTENT_REPORT_MESSAGES.sentDetail }
      : { ok: false, error: json.error };
  } catch {
    return { ok: false, error: undefined };
  }
}

export function ReportDialog({ isOpen, targetType, targetId, onClose }: ReportDialogProps) {
  const t = usePageT();
  const ref = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState<ContentReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [state, setState] = useState<Sent>({ kind: 'form' });
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string[]>>({});

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    else if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string[]> = {};
    if (!reason) missing.reason = [CONTENT_REPORT_MESSAGES.reasonRequired];
    if (reason === 'other' && !details.trim()) missing.details = [CONTENT_REPORT_MESSAGES.detailsRequired];
    setFields(missing);
    setError(null);
    if (Object.keys(missing).length > 0) return;
    setState({ kind: 'sending' });
    const answer = await sendReport({ targetType, targetId, reason, details: details.trim() || null });
    if (answer.ok) {
      setState({ kind: 'sent', message: answer.message });
      return;
    }
    setState({ kind: 'form' });
    setFields(answer.error?.fields ?? {});
    setError(answer.error?.message ?? CONTENT_REPORT_MESSAGES.failed);
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby="report-heading"
      onClose={onClose}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl border bg-background p-0 text-foreground shadow-xl backdrop:bg-black/60"
    >
      {state.kind === 'sent' ? (
        <div className="flex flex-col gap-3 p-6">
          <h2 id="report-heading" className="text-lg font-semibold">
            {t('publicPage.reportSent')}
          </h2>
          <p role="status" className="text-sm text-muted-foreground">
            {shown(t, state.message)}
          </p>
          <button
            type="button"
            className={`${primaryButtonClass} mt-2 self-end`}
            onClick={() => ref.current?.close()}
          >
            {t('publicPage.close')}
          </button>
        </div>
      ) : (
        <form noValidate className="flex flex-col gap-4 p-6" onSubmit={(event) => void submit(event)}>
          <h2 id="report-heading" className="text-lg font-semibold">
            {t('publicPage.reportHeading', { target: targetType })}
          </h2>
          <p className="-mt-2 text-sm text-muted-foreground">{t('publicPage.reportIntro')}</p>
          <fieldset
            className="flex flex-col gap-2"
            aria-describedby={fields.reason ? 'report-reason-error' : undefined}
          >
            <legend className="mb-1 text-sm font-medium">{t('publicPage.reportReason')}</legend>
            {CONTENT_REPORT_REASONS.map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  className="size-4 accent-primary"
                />
                {t(REASON_KEYS[value])}
              </label>
            ))}
            {fields.reason ? (
              <p id="report-reason-error" className="text-sm text-destructive">
                {shown(t, fields.reason[0] ?? '')}
              </p>
            ) : null}
          </fieldset>
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            {reason === 'other' ? t('publicPage.reportDetails') : t('publicPage.reportDetailsOptional')}
            <textarea
              rows={3}
              maxLength={CONTENT_REPORT_DETAILS_MAX}
              value={details}
              onChange={(event) => setDetails(event.target.value)}
              aria-invalid={fields.details ? true : undefined}
              aria-describedby={fields.details ? 'report-details-error' : undefined}
              className="rounded-md border border-input bg-background px-3 py-2 text-base font-normal shadow-xs focus-visible:outline-2 focus-visible:outline-ring md:text-sm"
            />
          </label>
          {fields.details ? (
            <p id="report-details-error" className="-mt-3 text-sm text-destructive">
              {shown(t, fields.details[0] ?? '')}
            </p>
          ) : null}
          <p role="alert" className="text-sm text-destructive empty:hidden">
            {error === null ? null : shown(t, error)}
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" className={outlineButtonClass} onClick={() => ref.current?.close()}>
              {t('publicPage.cancel')}
            </button>
            <button
              type="submit"
              className={`${primaryButtonClass} disabled:opacity-60`}
              disabled={state.kind === 'sending'}
              aria-busy={state.kind === 'sending'}
            >
              {state.kind === 'sending' ? t('publicPage.reportSending') : t('publicPage.reportSend')}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
