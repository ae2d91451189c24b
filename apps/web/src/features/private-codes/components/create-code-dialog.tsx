import {
  PRIVATE_CODE_CAMPAIGN_NAME_MAX,
  PRIVATE_CODE_DISCOUNT_MAX,
  PRIVATE_CODE_LOCATION_MAX,
  PRIVATE_CODE_MAX_USES_MIN,
  privateCodePrefix,
} from '@partnerly/contracts';
import { QrCode } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
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
import { isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';
import { useCreatePrivateCode } from '../api/private-codes';
import {
  capMaxUses,
  checkCodeForm,
  earliestExpirationDate,
  emptyCodeForm,
  hasRequiredFields,
  serverFieldErrors,
  type CodeFormErrors,
  type CodeFormValues,
} from './code-form-rules';
import { LogoField, type UploadedLogo } from './logo-field';

const MAPS_URL_EXAMPLE = 'https://maps.app.goo.gl/...';

interface CreateCodeDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  planName: string;
  /** The plan's cap on max uses (its redemptions per code, within 1 to 1000). */
  maxUsesCap: number;
}

/** 'Create QR Code': the private referral code form in a dialog (spec 02 'Private referral code form'). */
export function CreateCodeDialog({ open, onOpenChange, planName, maxUsesCap }: CreateCodeDialogProps) {
  const t = useT();
  const isDirty = useRef(false);
  const close = () => {
    isDirty.current = false;
    onOpenChange(false);
  };
  // Escape, × and the browser's Back ask before throwing away what was typed (issue 13).
  const unsaved = useUnsavedChangesGuard({ isOpen: open, isDirty: () => isDirty.current, onClose: close });
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : unsaved.requestClose())}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('privateCodes.create')}</DialogTitle>
          <DialogDescription>{t('privateCodes.createDescription')}</DialogDescription>
        </DialogHeader>
        {/* Mounted while open: each opening starts from an empty form. */}
        <CodeForm
          planName={planName}
          cap={maxUsesCap}
          onDone={close}
          onDirtyChange={(value) => {
            isDirty.current = value;
          }}
        />
        {unsaved.element}
      </DialogContent>
    </Dialog>
  );
}

interface CodeFormProps {
  planName: string;
  cap: number;
  onDone(): void;
  onDirtyChange(isDirty: boolean): void;
}

function CodeForm({ planName, cap, onDone, onDirtyChange }: CodeFormProps) {
  const t = useT();
  const [values, setValues] = useState(() => emptyCodeForm(cap));
  const [logo, setLogo] = useState<UploadedLogo | null>(null);
  const [isLogoBusy, setIsLogoBusy] = useState(false);
  const [errors, setErrors] = useState<CodeFormErrors>({});
  const [errorsShown, setErrorsShown] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const create = useCreatePrivateCode();
  const isBusy = create.isPending || isLogoBusy;

  const set = (field: keyof CodeFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    onDirtyChange(true);
  };

  // After a refused submit the keyboard lands on the first field to fix.
  useEffect(() => {
    if (errorsShown === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errorsShown]);

  const showErrors = (next: CodeFormErrors) => {
    setErrors(next);
    setErrorsShown((count) => count + 1);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkCodeForm(values, cap, logo?.id ?? null);
    if (checked.errors) {
      showErrors(checked.errors);
      return;
    }
    setErrors({});
    create.mutate(checked.request, {
      onSuccess: onDone,
      onError: (error) => {
        if (isApiError(error) && error.status === 400) showErrors(serverFieldErrors(error.fields));
      },
    });
  };

  const prefix = privateCodePrefix(values.campaignName);
  return (
    <form
      ref={formRef}
      noValidate
      aria-label={t('privateCodes.formLabel')}
      className="grid gap-4"
      onSubmit={submit}
    >
      <TextField
        label={t('privateCodes.campaignName')}
        required
        autoComplete="off"
        maxLength={PRIVATE_CODE_CAMPAIGN_NAME_MAX}
        placeholder={t('privateCodes.campaignPlaceholder')}
        hint={t('privateCodes.codeHint', { prefix })}
        value={values.campaignName}
        onChange={(event) => set('campaignName')(event.target.value)}
        error={errors.campaignName}
        readOnly={create.isPending}
      />
      <TextareaField
        label={t('privateCodes.discount')}
        required
        rows={3}
        maxLength={PRIVATE_CODE_DISCOUNT_MAX}
        placeholder={t('privateCodes.discountPlaceholder')}
        value={values.discountDescription}
        onChange={(event) => set('discountDescription')(event.target.value)}
        error={errors.discountDescription}
        readOnly={create.isPending}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('privateCodes.maxUses')}
          required
          type="number"
          inputMode="numeric"
          min={PRIVATE_CODE_MAX_USES_MIN}
          max={cap}
          step={1}
          hint={t('privateCodes.maxUsesHint', { cap, plan: planName })}
          value={values.maxUses}
          onChange={(event) => set('maxUses')(event.target.value)}
          onBlur={(event) => {
            const capped = capMaxUses(event.target.value, cap);
            if (capped !== values.maxUses) setValues((current) => ({ ...current, maxUses: capped }));
          }}
          error={errors.maxUses}
          readOnly={create.isPending}
        />
        <TextField
          label={t('privateCodes.expirationDate')}
          type="date"
          min={earliestExpirationDate()}
          hint={t('privateCodes.expirationHint')}
          value={values.expirationDate}
          onChange={(event) => set('expirationDate')(event.target.value)}
          error={errors.expirationDate}
          readOnly={create.isPending}
        />
      </div>
      <TextField
        label={t('privateCodes.businessLocation')}
        autoComplete="off"
        maxLength={PRIVATE_CODE_LOCATION_MAX}
        placeholder={t('privateCodes.locationPlaceholder')}
        value={values.businessLocation}
        onChange={(event) => set('businessLocation')(event.target.value)}
        error={errors.businessLocation}
        readOnly={create.isPending}
      />
      <TextField
        label={t('privateCodes.mapsUrl')}
        type="url"
        inputMode="url"
        autoComplete="url"
        dir="ltr"
        placeholder={MAPS_URL_EXAMPLE}
        hint={t('privateCodes.mapsHint')}
        value={values.googleMapsUrl}
        onChange={(event) => set('googleMapsUrl')(event.target.value)}
        error={errors.googleMapsUrl}
        readOnly={create.isPending}
      />
      <LogoField
        logo={logo}
        onChange={(next) => {
          setLogo(next);
          setErrors((current) => ({ ...current, logo: undefined }));
          onDirtyChange(true);
        }}
        onBusyChange={setIsLogoBusy}
        error={errors.logo}
        isDisabled={create.isPending}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={create.isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={!hasRequiredFields(values) || isBusy}>
          {create.isPending ? <Spinner className="text-current" /> : <QrCode aria-hidden />}
          {t('privateCodes.create')}
        </Button>
      </DialogFooter>
    </form>
  );
}
