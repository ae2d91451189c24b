import { formatRate, PAYOUT_REFERENCE_MAX, type Payout } from '@partnerly/contracts';
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
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { useNameText, useT } from '@/lib/i18n/i18n-provider';
import { useMarkPayoutPaid } from '../api/mark-payout-paid';
import { checkMarkPaid, localToday } from './payouts-format';

export interface MarkPaidDialogProps {
  /** The approved payout to mark; null keeps the dialog closed. */
  payout: Payout | null;
  onOpenChange(open: boolean): void;
}

/** 'Mark as paid': the day it was paid (today by default, never later) and an optional reference. */
export function MarkPaidDialog({ payout, onOpenChange }: MarkPaidDialogProps) {
  return (
    <Dialog open={payout !== null} onOpenChange={onOpenChange}>
      <DialogContent className="gap-5">
        {payout ? (
          <MarkPaidForm key={payout.applicationId} payout={payout} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

type Field = 'paidOn' | 'reference';

function MarkPaidForm({ payout, onDone }: { payout: Payout; onDone(): void }) {
  const t = useT();
  const nameText = useNameText();
  const today = localToday();
  const [paidOn, setPaidOn] = useState(today);
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const markPaid = useMarkPayoutPaid();
  const serverError = (field: Field) =>
    isApiError(markPaid.error) && markPaid.error.status === 400
      ? markPaid.error.fields[field]?.[0]
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkMarkPaid(paidOn, reference);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    markPaid.reset();
    markPaid.mutate({ payout, input: checked.values }, { onSuccess: onDone });
  };

  return (
    <form className="grid gap-5" onSubmit={submit} noValidate>
      <DialogHeader className="pe-8 text-start">
        <DialogTitle>{t('brandPayouts.markAsPaidTitle')}</DialogTitle>
        <DialogDescription className="break-words">
          {t('brandPayouts.dialogDescription', {
            amount: payout.amount === null ? t('brandPayouts.thePayout') : formatRate(payout.amount),
            name: nameText(payout.creatorName),
            campaign: payout.campaignTitle,
          })}
        </DialogDescription>
      </DialogHeader>
      <TextField
        label={t('brandPayouts.paidOn')}
        type="date"
        required
        max={today}
        value={paidOn}
        onChange={(event) => {
          setPaidOn(event.target.value);
          setErrors((current) => ({ ...current, paidOn: undefined }));
        }}
        error={errors.paidOn ?? serverError('paidOn')}
        readOnly={markPaid.isPending}
      />
      <TextField
        label={t('brandPayouts.referenceOptional')}
        hint={t('brandPayouts.referenceHint', { max: PAYOUT_REFERENCE_MAX })}
        autoComplete="off"
        maxLength={PAYOUT_REFERENCE_MAX}
        value={reference}
        onChange={(event) => {
          setReference(event.target.value);
          setErrors((current) => ({ ...current, reference: undefined }));
        }}
        error={errors.reference ?? serverError('reference')}
        readOnly={markPaid.isPending}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={markPaid.isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={markPaid.isPending}>
          {markPaid.isPending ? <Spinner className="text-current" /> : null}
          {t('brandPayouts.markAsPaidTitle')}
        </Button>
      </DialogFooter>
    </form>
  );
}
