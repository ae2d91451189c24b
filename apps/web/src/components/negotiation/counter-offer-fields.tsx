import {
  APPLICATION_MESSAGES,
  OFFER_MESSAGE_MAX_LENGTH,
  type CounterOfferValues,
} from '@partnerly/contracts';
import { Send } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { toast } from '@/components/ui/use-toast';
import {
  EMPTY_COUNTER_OFFER,
  checkCounterOffer,
  type CounterOfferDraft,
  type CounterOfferErrors,
} from '@/lib/counter-offer';

export interface CounterOfferFieldsProps {
  /** The form's heading: 'Counter Offer', 'Counter Back'. */
  title: string;
  /** The amount field's label, in AED. */
  amountLabel: string;
  /** The amount input's `min` attribute. */
  amountMin: string;
  /** Moves the focus to the amount when it is refused. */
  focusAmountOnError?: boolean;
  isSending: boolean;
  onSend(values: CounterOfferValues): void;
  onCancel(): void;
}

/** A counter offer, from either side: an amount in AED (required) and an optional message. */
export function CounterOfferFields({
  title,
  amountLabel,
  amountMin,
  focusAmountOnError = false,
  isSending,
  onSend,
  onCancel,
}: CounterOfferFieldsProps) {
  const titleId = useId();
  const [draft, setDraft] = useState<CounterOfferDraft>(EMPTY_COUNTER_OFFER);
  const [errors, setErrors] = useState<CounterOfferErrors>({});
  const amountRef = useRef<HTMLInputElement>(null);

  const edit = (field: keyof CounterOfferDraft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkCounterOffer(draft);
    if (!check.isValid) {
      setErrors(check.errors);
      if (focusAmountOnError && check.errors.amount) amountRef.current?.focus();
      if (check.errors.amount === APPLICATION_MESSAGES.counterAmountRequired) {
        toast({
          variant: 'destructive',
          title: APPLICATION_MESSAGES.missingInformation,
          description: APPLICATION_MESSAGES.counterAmountRequired,
        });
      }
      return;
    }
    onSend(check.values);
  };

  return (
    <form
      aria-labelledby={titleId}
      noValidate
      onSubmit={submit}
      className="grid gap-3 rounded-lg border bg-muted/30 p-3"
    >
      <h4 id={titleId} className="text-sm font-semibold">
        {title}
      </h4>
      <TextField
        ref={amountRef}
        label={amountLabel}
        type="number"
        inputMode="decimal"
        min={amountMin}
        step="0.01"
        value={draft.amount}
        onChange={(event) => edit('amount', event.target.value)}
        error={errors.amount}
        disabled={isSending}
        autoFocus
      />
      <TextareaField
        label="Message (optional)"
        rows={3}
        maxLength={OFFER_MESSAGE_MAX_LENGTH}
        value={draft.message}
        onChange={(event) => edit('message', event.target.value)}
        error={errors.message}
        disabled={isSending}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={isSending}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSending}>
          {isSending ? <Spinner className="text-current" /> : <Send aria-hidden />}
          Send Counter Offer
        </Button>
      </div>
    </form>
  );
}
