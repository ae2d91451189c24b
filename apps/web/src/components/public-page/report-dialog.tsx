import {
  CONTENT_REPORT_DETAILS_MAX,
  CONTENT_REPORT_MESSAGES,
  CONTENT_REPORT_REASON_LABELS,
  CONTENT_REPORT_REASONS,
  REPORT_TARGET_LABELS,
  type ContentReportReason,
  type ReportTargetType,
} from '@partnerly/contracts/content-report-rules';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { outlineButtonClass, primaryButtonClass } from './page-parts';

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

  const what = REPORT_TARGET_LABELS[targetType];
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
            {CONTENT_REPORT_MESSAGES.sent}
          </h2>
          <p role="status" className="text-sm text-muted-foreground">
            {state.message}
          </p>
          <button
            type="button"
            className={`${primaryButtonClass} mt-2 self-end`}
            onClick={() => ref.current?.close()}
          >
            Close
          </button>
        </div>
      ) : (
        <form noValidate className="flex flex-col gap-4 p-6" onSubmit={(event) => void submit(event)}>
          <h2 id="report-heading" className="text-lg font-semibold">
            Report this {what}
          </h2>
          <p className="-mt-2 text-sm text-muted-foreground">
            Tell the Partnerly team what is wrong. The owner does not see who reported it.
          </p>
          <fieldset
            className="flex flex-col gap-2"
            aria-describedby={fields.reason ? 'report-reason-error' : undefined}
          >
            <legend className="mb-1 text-sm font-medium">Reason</legend>
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
                {CONTENT_REPORT_REASON_LABELS[value]}
              </label>
            ))}
            {fields.reason ? (
              <p id="report-reason-error" className="text-sm text-destructive">
                {fields.reason[0]}
              </p>
            ) : null}
          </fieldset>
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            {reason === 'other' ? 'Details' : 'Details (optional)'}
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
              {fields.details[0]}
            </p>
          ) : null}
          <p role="alert" className="text-sm text-destructive empty:hidden">
            {error}
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" className={outlineButtonClass} onClick={() => ref.current?.close()}>
              Cancel
            </button>
            <button
              type="submit"
              className={`${primaryButtonClass} disabled:opacity-60`}
              disabled={state.kind === 'sending'}
              aria-busy={state.kind === 'sending'}
            >
              {state.kind === 'sending' ? 'Sending...' : 'Send Report'}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
