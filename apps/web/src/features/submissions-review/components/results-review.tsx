import {
  formatRate,
  reviewResultsInput,
  SUBMISSION_FEEDBACK_MAX,
  type CampaignResult,
} from '@partnerly/contracts';
import { Check, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { isApiError } from '@/lib/api-client';
import { useKnownText, useNameText, useT } from '@/lib/i18n/i18n-provider';
import { useReviewResults } from '../api/review-results';
import { parsePayoutAmount, payoutPrefill } from './report-format';

type Step = 'choose' | 'approve' | 'correction';

/**
 * The brand's answer to results under review (issue 16): Approve with a payout amount, or
 * Request Correction with a message. Each opens a small form in place; Cancel goes back.
 */
export function ResultsReview({ result, onReviewed }: { result: CampaignResult; onReviewed(): void }) {
  const [step, setStep] = useState<Step>('choose');
  const back = () => setStep('choose');
  const t = useT();
  const nameText = useNameText();
  if (step === 'approve') return <ApproveForm result={result} onCancel={back} onReviewed={onReviewed} />;
  if (step === 'correction')
    return <CorrectionForm result={result} onCancel={back} onReviewed={onReviewed} />;
  return (
    <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-end">
      <Button
        variant="outline"
        onClick={() => setStep('correction')}
        aria-label={t('submissionsReview.requestCorrectionNamed', { name: nameText(result.creatorName) })}
      >
        <RotateCcw aria-hidden /> {t('submissionsReview.requestCorrection')}
      </Button>
      <Button
        onClick={() => setStep('approve')}
        aria-label={t('submissionsReview.approveNamed', { name: nameText(result.creatorName) })}
      >
        <Check aria-hidden /> {t('submissionsReview.approve')}
      </Button>
    </div>
  );
}

/** Puts the keyboard in the form's first field when it opens. */
function useFocusOnOpen<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

/** The server's message for one field of a 400 answer. */
function fieldError(error: unknown, field: string): string | undefined {
  return isApiError(error) && error.status === 400 ? error.fields[field]?.[0] : undefined;
}

interface ReviewFormProps {
  result: CampaignResult;
  onCancel(): void;
  onReviewed(): void;
}

function ApproveForm({ result, onCancel, onReviewed }: ReviewFormProps) {
  const [amount, setAmount] = useState(() => payoutPrefill(result.suggestedPayout));
  const [localError, setLocalError] = useState<string | undefined>();
  const review = useReviewResults();
  const inputRef = useFocusOnOpen<HTMLInputElement>();
  const t = useT();
  const nameText = useNameText();
  const known = useKnownText();
  /** A rule's or the API's message in the active language (undefined: none). */
  const shown = (message: string | undefined) => (message ? known(message) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parsePayoutAmount(amount);
    if ('error' in parsed) {
      setLocalError(parsed.error);
      return;
    }
    review.reset();
    review.mutate(
      { applicationId: result.applicationId, input: { action: 'approve', payoutAmount: parsed.amount } },
      { onSuccess: onReviewed },
    );
  };

  return (
    <form
      aria-label={t('submissionsReview.approveNamed', { name: nameText(result.creatorName) })}
      className="grid gap-3 border-t pt-4"
      onSubmit={submit}
      noValidate
    >
      <TextField
        ref={inputRef}
        label={t('submissionsReview.payoutAmount')}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(event) => {
          setAmount(event.target.value);
          setLocalError(undefined);
        }}
        error={shown(localError ?? fieldError(review.error, 'payoutAmount'))}
        hint={
          result.suggestedPayout === null
            ? t('submissionsReview.payoutHintNoRate')
            : t('submissionsReview.payoutHintRate', { rate: formatRate(result.suggestedPayout) })
        }
        readOnly={review.isPending}
      />
      <p className="text-xs text-muted-foreground">
        {t('submissionsReview.approveExplained', { name: nameText(result.creatorName) })}
      </p>
      <FormButtons
        isPending={review.isPending}
        submitLabel={t('submissionsReview.approveResults')}
        onCancel={onCancel}
      />
    </form>
  );
}

function CorrectionForm({ result, onCancel, onReviewed }: ReviewFormProps) {
  const [message, setMessage] = useState('');
  const [localError, setLocalError] = useState<string | undefined>();
  const review = useReviewResults();
  const inputRef = useFocusOnOpen<HTMLTextAreaElement>();
  const t = useT();
  const nameText = useNameText();
  const known = useKnownText();
  /** A rule's or the API's message in the active language (undefined: none). */
  const shown = (message: string | undefined) => (message ? known(message) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { action: 'correction' as const, message };
    const checked = reviewResultsInput.safeParse(input);
    const issue = checked.error?.issues.find((item) => item.path[0] === 'message');
    setLocalError(issue?.message);
    if (issue) return;
    review.reset();
    review.mutate({ applicationId: result.applicationId, input }, { onSuccess: onReviewed });
  };

  return (
    <form
      aria-label={t('submissionsReview.requestCorrectionNamed', { name: nameText(result.creatorName) })}
      className="grid gap-3 border-t pt-4"
      onSubmit={submit}
      noValidate
    >
      <TextareaField
        ref={inputRef}
        label={t('submissionsReview.correctionLabel')}
        hint={t('submissionsReview.correctionHint')}
        value={message}
        onChange={(event) => {
          setMessage(event.target.value);
          setLocalError(undefined);
        }}
        error={shown(localError ?? fieldError(review.error, 'message'))}
        maxLength={SUBMISSION_FEEDBACK_MAX}
        rows={3}
        readOnly={review.isPending}
      />
      <FormButtons
        isPending={review.isPending}
        submitLabel={t('submissionsReview.sendCorrection')}
        onCancel={onCancel}
      />
    </form>
  );
}

function FormButtons({
  isPending,
  submitLabel,
  onCancel,
}: {
  isPending: boolean;
  submitLabel: string;
  onCancel(): void;
}) {
  const t = useT();
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button type="button" variant="outline" onClick={onCancel} disabled={isPending}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" disabled={isPending}>
        {isPending ? <Spinner className="text-current" /> : null}
        {submitLabel}
      </Button>
    </div>
  );
}
