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
  if (step === 'approve') return <ApproveForm result={result} onCancel={back} onReviewed={onReviewed} />;
  if (step === 'correction')
    return <CorrectionForm result={result} onCancel={back} onReviewed={onReviewed} />;
  return (
    <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-end">
      <Button
        variant="outline"
        onClick={() => setStep('correction')}
        aria-label={`Request a correction of ${result.creatorName}'s results`}
      >
        <RotateCcw aria-hidden /> Request Correction
      </Button>
      <Button onClick={() => setStep('approve')} aria-label={`Approve ${result.creatorName}'s results`}>
        <Check aria-hidden /> Approve
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
      aria-label={`Approve ${result.creatorName}'s results`}
      className="grid gap-3 border-t pt-4"
      onSubmit={submit}
      noValidate
    >
      <TextField
        ref={inputRef}
        label="Payout amount (AED)"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(event) => {
          setAmount(event.target.value);
          setLocalError(undefined);
        }}
        error={localError ?? fieldError(review.error, 'payoutAmount')}
        hint={
          result.suggestedPayout === null
            ? 'No rate was agreed or quoted: enter the amount you will pay, up to two decimals.'
            : `Prefilled with the agreed or quoted rate, ${formatRate(result.suggestedPayout)}. Up to two decimals.`
        }
        readOnly={review.isPending}
      />
      <p className="text-xs text-muted-foreground">
        Approving completes {result.creatorName}&apos;s work on this campaign and approves the payout. You
        mark it paid in Payouts once the money is sent.
      </p>
      <FormButtons isPending={review.isPending} submitLabel="Approve Results" onCancel={onCancel} />
    </form>
  );
}

function CorrectionForm({ result, onCancel, onReviewed }: ReviewFormProps) {
  const [message, setMessage] = useState('');
  const [localError, setLocalError] = useState<string | undefined>();
  const review = useReviewResults();
  const inputRef = useFocusOnOpen<HTMLTextAreaElement>();

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
      aria-label={`Request a correction of ${result.creatorName}'s results`}
      className="grid gap-3 border-t pt-4"
      onSubmit={submit}
      noValidate
    >
      <TextareaField
        ref={inputRef}
        label="What should the creator correct?"
        hint="Required. The creator sees this message and submits the results again."
        value={message}
        onChange={(event) => {
          setMessage(event.target.value);
          setLocalError(undefined);
        }}
        error={localError ?? fieldError(review.error, 'message')}
        maxLength={SUBMISSION_FEEDBACK_MAX}
        rows={3}
        readOnly={review.isPending}
      />
      <FormButtons isPending={review.isPending} submitLabel="Send Correction Request" onCancel={onCancel} />
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
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button type="button" variant="outline" onClick={onCancel} disabled={isPending}>
        Cancel
      </Button>
      <Button type="submit" disabled={isPending}>
        {isPending ? <Spinner className="text-current" /> : null}
        {submitLabel}
      </Button>
    </div>
  );
}
