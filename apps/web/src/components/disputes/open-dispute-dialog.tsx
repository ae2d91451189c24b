import { zodResolver } from '@hookform/resolvers/zod';
import {
  DISPUTE_DESCRIPTION_MAX,
  DISPUTE_DESCRIPTION_MIN,
  DISPUTE_MESSAGES,
  DISPUTE_TYPES,
  DISPUTE_TYPE_LABELS,
  openDisputeInput,
  type OpenDisputeInput,
  type OpenDisputeValues,
} from '@partnerly/contracts';
import { useForm } from 'react-hook-form';
import { useOpenDispute } from '@/api/disputes/open-dispute';
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
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { EvidencePicker, isUploading, storedIds, useEvidenceFiles } from './evidence-picker';

interface OpenDisputeDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  applicationId: string;
  campaignTitle: string;
  /** Who hears of it: 'the brand' or 'the creator'. */
  otherSide: string;
}

const TYPE_OPTIONS = DISPUTE_TYPES.map((id) => ({ id, label: DISPUTE_TYPE_LABELS[id] }));

/** 'Open Dispute' on an application: what it is about, what went wrong, and evidence files. */
export function OpenDisputeDialog({
  open,
  onOpenChange,
  applicationId,
  campaignTitle,
  otherSide,
}: OpenDisputeDialogProps) {
  const openDispute = useOpenDispute(applicationId);
  const evidence = useEvidenceFiles();
  const form = useForm<OpenDisputeInput, unknown, OpenDisputeValues>({
    resolver: zodResolver(openDisputeInput),
    defaultValues: { disputeType: undefined, description: '', evidenceUploadIds: [] },
  });
  const { errors } = form.formState;
  const serverFields = isApiError(openDispute.error) ? openDispute.error.fields : {};
  const evidenceError = serverFields.evidenceUploadIds?.[0];
  const isBusy = openDispute.isPending || isUploading(evidence.files);

  const close = (isOpen: boolean) => {
    if (openDispute.isPending) return;
    if (!isOpen) {
      form.reset();
      evidence.reset();
      openDispute.reset();
    }
    onOpenChange(isOpen);
  };

  const onSubmit = (values: OpenDisputeValues) =>
    openDispute.mutate(
      { ...values, evidenceUploadIds: storedIds(evidence.files) },
      {
        onSuccess: (result) => {
          toast({
            variant: 'success',
            title: result.message,
            description: DISPUTE_MESSAGES.openedDescription,
          });
          form.reset();
          evidence.reset();
          onOpenChange(false);
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 400) {
            for (const field of ['disputeType', 'description'] as const) {
              const message = error.fields[field]?.[0];
              if (message) form.setError(field, { message });
            }
            return;
          }
          toast({
            variant: 'destructive',
            title: DISPUTE_MESSAGES.openFailed,
            description: error.message || 'Please try again.',
          });
        },
      },
    );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{DISPUTE_MESSAGES.openDispute}</DialogTitle>
          <DialogDescription>
            About “{campaignTitle}”. The Partnerly team looks into it; {otherSide} is told and can read what
            you write.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          aria-label="Open dispute"
          className="grid gap-4"
          onSubmit={form.handleSubmit(onSubmit)}
        >
          <SelectField
            label="What is it about?"
            placeholder="Choose a type"
            options={TYPE_OPTIONS}
            error={errors.disputeType?.message}
            {...form.register('disputeType')}
          />
          <TextareaField
            label="What went wrong?"
            rows={5}
            maxLength={DISPUTE_DESCRIPTION_MAX}
            hint={`At least ${DISPUTE_DESCRIPTION_MIN} characters: what was agreed, what happened, and what you ask for.`}
            error={errors.description?.message}
            {...form.register('description')}
          />
          <EvidencePicker
            files={evidence.files}
            onAdd={evidence.add}
            onRemove={evidence.remove}
            error={evidenceError}
            disabled={openDispute.isPending}
          />
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => close(false)}
              disabled={openDispute.isPending}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={isBusy}>
              {openDispute.isPending ? <Spinner className="text-current" /> : null}
              {DISPUTE_MESSAGES.openDispute}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
