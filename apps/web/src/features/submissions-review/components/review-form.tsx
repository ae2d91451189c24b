import { SUBMISSION_FEEDBACK_MAX, type ReviewAction } from '@partnerly/contracts';
import { Check, RotateCcw, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextareaField } from '@/components/ui/textarea-field';

interface ReviewFieldsProps {
  feedback: string;
  onFeedbackChange(value: string): void;
  feedbackError?: string;
  manualInputRequested: boolean;
  onManualInputChange(value: boolean): void;
  isDisabled: boolean;
}

/** The feedback for the creator and the 'Manual input requested' flag. */
export function ReviewFields({
  feedback,
  onFeedbackChange,
  feedbackError,
  manualInputRequested,
  onManualInputChange,
  isDisabled,
}: ReviewFieldsProps) {
  const hintId = useId();
  return (
    <>
      <TextareaField
        label="Feedback for the creator"
        hint="Required to request a revision or reject; optional when you approve."
        value={feedback}
        onChange={(event) => onFeedbackChange(event.target.value)}
        error={feedbackError}
        maxLength={SUBMISSION_FEEDBACK_MAX}
        rows={4}
        readOnly={isDisabled}
      />
      <label className="flex cursor-pointer items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-primary"
          checked={manualInputRequested}
          onChange={(event) => onManualInputChange(event.target.checked)}
          disabled={isDisabled}
          aria-describedby={hintId}
        />
        <span className="grid gap-0.5">
          <span className="font-medium">Manual input requested</span>
          <span id={hintId} className="text-xs text-muted-foreground">
            Ask the creator to enter the content&apos;s figures (views, likes, comments, shares) by hand.
          </span>
        </span>
      </label>
    </>
  );
}

const ACTIONS: { action: ReviewAction; label: string; variant: 'default' | 'outline' | 'destructive' }[] = [
  { action: 'reject', label: 'Reject', variant: 'destructive' },
  { action: 'revision', label: 'Request Revision', variant: 'outline' },
  { action: 'approve', label: 'Approve', variant: 'default' },
];

const ICONS: Record<ReviewAction, typeof Check> = { approve: Check, revision: RotateCcw, reject: X };

/** The three outcomes; while one is being sent every button waits (one review at a time). */
export function ReviewActions({
  pending,
  onAction,
}: {
  pending: ReviewAction | null;
  onAction(action: ReviewAction): void;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      {ACTIONS.map(({ action, label, variant }) => {
        const Icon = ICONS[action];
        return (
          <Button key={action} variant={variant} disabled={pending !== null} onClick={() => onAction(action)}>
            {pending === action ? <Spinner className="text-current" /> : <Icon aria-hidden />}
            {label}
          </Button>
        );
      })}
    </div>
  );
}
