import { zodResolver } from '@hookform/resolvers/zod';
import {
  AFFILIATE_CODE_MAX,
  AFFILIATE_INSTRUCTIONS_MAX,
  updateAffiliateCodeInput,
  type MyAffiliateCode,
  type UpdateAffiliateCodeInput,
  type UpdateAffiliateCodeValues,
} from '@partnerly/contracts';
import { useForm } from 'react-hook-form';
import { useUnsavedChangesGuard } from '@/components/unsaved-changes-guard';
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
import { TextareaField } from '@/components/ui/textarea-field';
import { toast } from '@/components/ui/use-toast';
import { useUpdateMyCode } from '../api/my-code-mutations';
import { showServerErrors } from './code-form-errors';
import { todayUtc } from './my-codes-format';
import { useT } from '@/lib/i18n/i18n-provider';

const SHOP_URL_EXAMPLE = 'https://shop.example';

interface EditCodeDialogProps {
  /** The code being edited; null: closed. */
  code: MyAffiliateCode | null;
  onClose(): void;
}

/** 'Edit affiliate code' (spec 03): code and brand URL required, instructions and expiry optional. */
export function EditCodeDialog({ code, onClose }: EditCodeDialogProps) {
  return code ? <EditCodeForm key={code.id} code={code} onClose={onClose} /> : null;
}

const FIELDS = ['code', 'brandUrl', 'instructions', 'expiresOn'] as const;

function EditCodeForm({ code, onClose }: { code: MyAffiliateCode; onClose(): void }) {
  const t = useT();
  const update = useUpdateMyCode();
  const defaults: UpdateAffiliateCodeInput = {
    code: code.code,
    brandUrl: code.brandUrl ?? '',
    instructions: code.instructions ?? '',
    expiresOn: code.expiresOn ?? '',
  };
  const form = useForm<UpdateAffiliateCodeInput, unknown, UpdateAffiliateCodeValues>({
    resolver: zodResolver(updateAffiliateCodeInput),
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  const unsaved = useUnsavedChangesGuard({
    isOpen: true,
    isDirty: () => JSON.stringify(form.getValues()) !== JSON.stringify(defaults),
    onClose,
  });

  const onSubmit = (values: UpdateAffiliateCodeValues) =>
    update.mutate(
      { id: code.id, input: values },
      {
        onSuccess: (change) => {
          toast({ variant: 'success', title: t('affiliateHub.updated'), description: change.code.code });
          onClose();
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('affiliateHub.updateFailed'),
            description: showServerErrors(error, FIELDS, form.setError, t('affiliateHub.updateFailed')),
          }),
      },
    );

  return (
    // Escape, × and the browser's Back ask before throwing away typed changes (issue 13).
    <Dialog open onOpenChange={(open) => (open || update.isPending ? undefined : unsaved.requestClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('affiliateHub.editTitle')}</DialogTitle>
          <DialogDescription>
            {code.isExternal
              ? t('affiliateHub.editExternal', { brand: code.brand.name })
              : t('affiliateHub.editIssued', {
                  brand: code.brand.name,
                  campaign: code.campaign?.title ?? t('affiliateHub.aCampaign'),
                })}
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          aria-label={t('affiliateHub.editTitle')}
          className="grid gap-4"
          onSubmit={form.handleSubmit(onSubmit)}
        >
          <TextField
            label={t('affiliateHub.code')}
            autoComplete="off"
            maxLength={AFFILIATE_CODE_MAX}
            className="font-mono"
            dir="ltr"
            error={errors.code?.message}
            {...form.register('code')}
          />
          <TextField
            label={t('affiliateHub.brandUrl')}
            type="url"
            inputMode="url"
            autoComplete="off"
            dir="ltr"
            placeholder={SHOP_URL_EXAMPLE}
            error={errors.brandUrl?.message}
            hint={t('affiliateHub.brandUrlHint')}
            {...form.register('brandUrl')}
          />
          <TextareaField
            label={t('affiliateHub.instructions')}
            rows={3}
            maxLength={AFFILIATE_INSTRUCTIONS_MAX}
            placeholder={t('affiliateHub.instructionsPlaceholder')}
            error={errors.instructions?.message}
            {...form.register('instructions')}
          />
          <TextField
            label={t('affiliateHub.expiryDate')}
            type="date"
            min={todayUtc()}
            error={errors.expiresOn?.message}
            hint={t('affiliateHub.expiryHintEmpty')}
            {...form.register('expiresOn')}
          />
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={unsaved.requestClose}
              disabled={update.isPending}
            >
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? <Spinner className="text-current" /> : null}
              {t('common.saveChanges')}
            </Button>
          </DialogFooter>
        </form>
        {unsaved.element}
      </DialogContent>
    </Dialog>
  );
}
