import { zodResolver } from '@hookform/resolvers/zod';
import {
  DISPUTE_MESSAGES,
  DISPUTE_OUTCOMES,
  DISPUTE_OUTCOME_LABELS,
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

const OUTCOME_OPTIONS = DISPUTE_OUTCOMES.map((id) => ({ id, label: DISPUTE_OUTCOME_LABELS[id] }));

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
          <DialogTitle>{DISPUTE_MESSAGES.resolveDispute}</DialogTitle>
          <DialogDescription>
            Both sides are told and read the resolution on their application. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          aria-label="Resolve dispute"
          className="grid gap-4"
          onSubmit={form.handleSubmit(onResolve)}
        >
          <SelectField
            label="Outcome"
            placeholder="Choose the outcome"
            options={OUTCOME_OPTIONS}
            error={errors.outcome?.message ?? serverFields.outcome?.[0]}
            {...form.register('outcome')}
          />
          <TextareaField
            label="Resolution note"
            rows={5}
            maxLength={DISPUTE_RESOLUTION_NOTE_MAX}
            hint="What was found and what each side should do now."
            error={errors.resolutionNote?.message ?? serverFields.resolutionNote?.[0]}
            {...form.register('resolutionNote')}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)} disabled={isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={isPending}>
              {isPending ? <Spinner className="text-current" /> : null}
              {DISPUTE_MESSAGES.resolveDispute}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
