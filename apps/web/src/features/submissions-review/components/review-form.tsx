import { SUBMISSION_FEEDBACK_MAX, type ReviewAction } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import { Check, RotateCcw, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextareaField } from '@/components/ui/textarea-field';
import { useT } from '@/lib/i18n/i18n-provider';

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
  const t = useT();
  return (
    <>
      <TextareaField
        label={t('submissionsReview.feedbackForCreator')}
        hint={t('submissionsReview.feedbackHint')}
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
          <span className="font-medium">{t('submissionsReview.manualInputRequested')}</span>
          <span id={hintId} className="text-xs text-muted-foreground">
            {t('submissionsReview.manualInputHint')}
          </span>
        </span>
      </label>
    </>
  );
}

const ACTIONS: { action: ReviewAction; label: MessageKey; variant: 'default' | 'outline' | 'destructive' }[] =
  [
    { action: 'reject', label: 'submissionsReview.reject', variant: 'destructive' },
    { action: 'revision', label: 'submissionsReview.requestRevision', variant: 'outline' },
    { action: 'approve', label: 'submissionsReview.approve', variant: 'default' },
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
  const t = useT();
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      {ACTIONS.map(({ action, label, variant }) => {
        const Icon = ICONS[action];
        return (
          <Button key={action} variant={variant} disabled={pending !== null} onClick={() => onAction(action)}>
            {pending === action ? <Spinner className="text-current" /> : <Icon aria-hidden />}
            {t(label)}
          </Button>
        );
      })}
    </div>
  );
}
