import {
  APPLICATION_MESSAGES,
  OFFER_MESSAGE_MAX_LENGTH,
  rateBudgetWarning,
  type CounterOfferInput,
  type CounterOfferValues,
  type RateBudget,
} from '@partnerly/contracts';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { toast } from '@/components/ui/use-toast';
import { EMPTY_COUNTER_OFFER, counterOfferResolver } from '@/lib/counter-offer';
import { useT } from '@/lib/i18n/i18n-provider';
import { RateWarning } from './rate-warning';

export interface CounterOfferFieldsProps {
  /** The form's heading: 'Counter Offer', 'Counter Back'. */
  title: string;
  /** The amount field's label, in AED. */
  amountLabel: string;
  /** The amount input's `min` attribute. */
  amountMin: string;
  /** Moves the focus to the amount when it is refused. */
  focusAmountOnError?: boolean;
  /** The campaign's budget: an amount far outside it gets a warning (not a refusal). */
  budget?: RateBudget;
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
  budget,
  isSending,
  onSend,
  onCancel,
}: CounterOfferFieldsProps) {
  const t = useT();
  const titleId = useId();
  // Checked on submit only; editing a field clears its message until the next submit.
  const form = useForm<CounterOfferInput, unknown, CounterOfferValues>({
    resolver: counterOfferResolver,
    defaultValues: EMPTY_COUNTER_OFFER,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const amount = useWatch({ control: form.control, name: 'amount' });
  const warning = budget ? rateBudgetWarning(Number(amount), budget) : null;
  const field = (name: keyof CounterOfferInput) =>
    form.register(name, { onChange: () => form.clearErrors(name) });

  const reject = (failed: FieldErrors<CounterOfferInput>) => {
    if (focusAmountOnError && failed.amount) form.setFocus('amount');
    if (failed.amount?.message === APPLICATION_MESSAGES.counterAmountRequired) {
      toast({
        variant: 'destructive',
        title: APPLICATION_MESSAGES.missingInformation,
        description: APPLICATION_MESSAGES.counterAmountRequired,
      });
    }
  };

  return (
    <form
      aria-labelledby={titleId}
      noValidate
      onSubmit={form.handleSubmit(onSend, reject)}
      className="grid gap-3 rounded-lg border bg-muted/30 p-3"
    >
      <h4 id={titleId} className="text-sm font-semibold">
        {title}
      </h4>
      <TextField
        label={amountLabel}
        type="number"
        inputMode="decimal"
        min={amountMin}
        step="0.01"
        error={errors.amount?.message}
        disabled={isSending}
        autoFocus
        {...field('amount')}
      />
      {warning ? <RateWarning>{warning}</RateWarning> : null}
      <TextareaField
        label={t('negotiation.messageOptional')}
        rows={3}
        maxLength={OFFER_MESSAGE_MAX_LENGTH}
        error={errors.message?.message}
        disabled={isSending}
        {...field('message')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={isSending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={isSending}>
          {isSending ? <Spinner className="text-current" /> : <Send aria-hidden />}
          {t('negotiation.sendCounterOffer')}
        </Button>
      </div>
    </form>
  );
}
