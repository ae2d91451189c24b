import { zodResolver } from '@hookform/resolvers/zod';
import {
  AFFILIATE_CODE_MAX,
  AFFILIATE_INSTRUCTIONS_MAX,
  COMPANY_NAME_MAX,
  externalAffiliateCodeInput,
  type ExternalAffiliateCodeInput,
  type ExternalAffiliateCodeValues,
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
import { useAddExternalCode } from '../api/my-code-mutations';
import { showServerErrors } from './code-form-errors';
import { todayUtc } from './my-codes-format';
import { useT } from '@/lib/i18n/i18n-provider';

const SHOP_URL_EXAMPLE = 'https://shop.example';
const LOGO_URL_EXAMPLE = 'https://shop.example/logo.png';

const EMPTY: ExternalAffiliateCodeInput = {
  brandName: '',
  code: '',
  brandUrl: '',
  logoUrl: '',
  instructions: '',
  expiresOn: '',
};
const FIELDS = ['brandName', 'code', 'brandUrl', 'logoUrl', 'instructions', 'expiresOn'] as const;

/**
 * The external code form (spec 03): a code of a brand outside Partnerly. Brand name, code and
 * brand website URL are required; logo URL, instructions and expiry are optional.
 */
export function ExternalCodeDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return open ? <ExternalCodeForm onClose={onClose} /> : null;
}

function ExternalCodeForm({ onClose }: { onClose(): void }) {
  const t = useT();
  const add = useAddExternalCode();
  const form = useForm<ExternalAffiliateCodeInput, unknown, ExternalAffiliateCodeValues>({
    resolver: zodResolver(externalAffiliateCodeInput),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const unsaved = useUnsavedChangesGuard({
    isOpen: true,
    isDirty: () => JSON.stringify(form.getValues()) !== JSON.stringify(EMPTY),
    onClose,
  });

  const onSubmit = (values: ExternalAffiliateCodeValues) =>
    add.mutate(values, {
      onSuccess: (change) => {
        toast({ variant: 'success', title: t('affiliateHub.added'), description: change.code.code });
        onClose();
      },
      // 'Failed to add external code' (or the server message), spec 03 section 8.
      onError: (error) =>
        toast({
          variant: 'destructive',
          title:
            showServerErrors(error, FIELDS, form.setError, t('affiliateHub.addFailed')) ??
            t('affiliateHub.addFailed'),
        }),
    });

  return (
    <Dialog open onOpenChange={(open) => (open || add.isPending ? undefined : unsaved.requestClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('affiliateHub.addExternal')}</DialogTitle>
          <DialogDescription>{t('affiliateHub.externalDescription')}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          aria-label={t('affiliateHub.externalFormLabel')}
          className="grid gap-4"
          onSubmit={form.handleSubmit(onSubmit)}
        >
          <TextField
            label={t('affiliateHub.brandName')}
            autoComplete="off"
            maxLength={COMPANY_NAME_MAX}
            required
            error={errors.brandName?.message}
            {...form.register('brandName')}
          />
          <TextField
            label={t('affiliateHub.code')}
            autoComplete="off"
            maxLength={AFFILIATE_CODE_MAX}
            className="font-mono"
            dir="ltr"
            required
            error={errors.code?.message}
            {...form.register('code')}
          />
          <TextField
            label={t('affiliateHub.brandWebsite')}
            type="url"
            inputMode="url"
            autoComplete="off"
            dir="ltr"
            placeholder={SHOP_URL_EXAMPLE}
            required
            error={errors.brandUrl?.message}
            {...form.register('brandUrl')}
          />
          <TextField
            label={t('affiliateHub.logoUrl')}
            type="url"
            inputMode="url"
            autoComplete="off"
            dir="ltr"
            placeholder={LOGO_URL_EXAMPLE}
            error={errors.logoUrl?.message}
            {...form.register('logoUrl')}
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
            hint={t('affiliateHub.expiryHint')}
            {...form.register('expiresOn')}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={unsaved.requestClose} disabled={add.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? <Spinner className="text-current" /> : null}
              {t('affiliateHub.addCode')}
            </Button>
          </DialogFooter>
        </form>
        {unsaved.element}
      </DialogContent>
    </Dialog>
  );
}
