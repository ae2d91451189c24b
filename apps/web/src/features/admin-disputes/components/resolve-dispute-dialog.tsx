import { zodResolver } from '@hookform/resolvers/zod';
import {
  DISPUTE_OUTCOMES,
  DISPUTE_RESOLUTION_NOTE_MAX,
  resolveDisputeInput,
  type ResolveDisputeInput,
  type ResolveDisputeValues,
} from '@partnerly/contracts';
import { useForm } from 'react-hook-form';
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
import { useT } from '@/lib/i18n/i18n-provider';
import { OUTCOME_LABELS, disputeMessage } from './dispute-labels';

interface ResolveDisputeDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  isPending: boolean;
  /** Field messages of a refused answer (400). */
  serverFields: Record<string, string[]>;
  onResolve(values: ResolveDisputeValues): void;
}

/** 'Resolve Dispute': the note both sides read and the outcome. */
export function ResolveDisputeDialog({
  open,
  onOpenChange,
  isPending,
  serverFields,
  onResolve,
}: ResolveDisputeDialogProps) {
  const t = useT();
  const outcomeOptions = DISPUTE_OUTCOMES.map((id) => ({ id, label: t(OUTCOME_LABELS[id]) }));
  const form = useForm<ResolveDisputeInput, unknown, ResolveDisputeValues>({
    resolver: zodResolver(resolveDisputeInput),
    defaultValues: { resolutionNote: '', outcome: undefined },
  });
  const { errors } = form.formState;
  const close = (isOpen: boolean) => {
    if (isPending) return;
    if (!isOpen) form.reset();
    onOpenChange(isOpen);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('adminDisputes.resolveDispute')}</DialogTitle>
          <DialogDescription>{t('adminDisputes.resolveDescription')}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          aria-label={t('adminDisputes.resolveForm')}
          className="grid gap-4"
          onSubmit={form.handleSubmit(onResolve)}
        >
          <SelectField
            label={t('adminDisputes.outcomeLabel')}
            placeholder={t('adminDisputes.chooseOutcome')}
            options={outcomeOptions}
            error={disputeMessage(t, errors.outcome?.message ?? serverFields.outcome?.[0])}
            {...form.register('outcome')}
          />
          <TextareaField
            label={t('adminDisputes.resolutionNote')}
            rows={5}
            maxLength={DISPUTE_RESOLUTION_NOTE_MAX}
            hint={t('adminDisputes.resolutionHint')}
            error={disputeMessage(t, errors.resolutionNote?.message ?? serverFields.resolutionNote?.[0])}
            {...form.register('resolutionNote')}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)} disabled={isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={isPending}>
              {isPending ? <Spinner className="text-current" /> : null}
              {t('adminDisputes.resolveDispute')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
