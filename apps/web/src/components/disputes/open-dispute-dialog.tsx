import { zodResolver } from '@hookform/resolvers/zod';
import {
  DISPUTE_DESCRIPTION_MAX,
  DISPUTE_DESCRIPTION_MIN,
  DISPUTE_TYPES,
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
import { useKnownText, useT } from '@/lib/i18n/i18n-provider';
import { DISPUTE_TYPE_KEYS } from './dispute-text';
import { EvidencePicker, isUploading, storedIds, useEvidenceFiles } from './evidence-picker';

interface OpenDisputeDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  applicationId: string;
  campaignTitle: string;
  /** Who hears of it. */
  otherSide: 'brand' | 'creator';
}

/** 'Open Dispute' on an application: what it is about, what went wrong, and evidence files. */
export function OpenDisputeDialog({
  open,
  onOpenChange,
  applicationId,
  campaignTitle,
  otherSide,
}: OpenDisputeDialogProps) {
  const t = useT();
  const known = useKnownText();
  const shown = (message: string | undefined) => (message === undefined ? undefined : known(message));
  const typeOptions = DISPUTE_TYPES.map((id) => ({ id, label: t(DISPUTE_TYPE_KEYS[id]) }));
  const openDispute = useOpenDispute(applicationId);
  const evidence = useEvidenceFiles();
  const form = useForm<OpenDisputeInput, unknown, OpenDisputeValues>({
    resolver: zodResolver(openDisputeInput),
    defaultValues: { disputeType: undefined, description: '', evidenceUploadIds: [] },
  });
  const { errors } = form.formState;
  const serverFields = isApiError(openDispute.error) ? openDispute.error.fields : {};
  const evidenceError = shown(serverFields.evidenceUploadIds?.[0]);
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
            title: known(result.message),
            description: t('rules.dispute.openedDescription'),
          });
          form.reset();
          evidence.reset();
          onOpenChange(false);
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 400) {
            for (const field of ['disputeType', 'description'] as const) {
              const message = error.fields[field]?.[0];
              if (message) form.setError(field, { message: known(message) });
            }
            return;
          }
          toast({
            variant: 'destructive',
            title: t('rules.dispute.openFailed'),
            description: error.message ? known(error.message) : t('common.pleaseTryAgain'),
          });
        },
      },
    );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('rules.dispute.openDispute')}</DialogTitle>
          <DialogDescription>
            {t(
              otherSide === 'brand' ? 'disputes.dialogDescriptionBrand' : 'disputes.dialogDescriptionCreator',
              {
                campaign: campaignTitle,
              },
            )}
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          aria-label={t('disputes.openDisputeForm')}
          className="grid gap-4"
          onSubmit={form.handleSubmit(onSubmit)}
        >
          <SelectField
            label={t('disputes.typeLabel')}
            placeholder={t('disputes.typePlaceholder')}
            options={typeOptions}
            error={shown(errors.disputeType?.message)}
            {...form.register('disputeType')}
          />
          <TextareaField
            label={t('disputes.descriptionLabel')}
            rows={5}
            maxLength={DISPUTE_DESCRIPTION_MAX}
            hint={t('disputes.descriptionHint', { min: DISPUTE_DESCRIPTION_MIN })}
            error={shown(errors.description?.message)}
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
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={isBusy}>
              {openDispute.isPending ? <Spinner className="text-current" /> : null}
              {t('rules.dispute.openDispute')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
