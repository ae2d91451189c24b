import {
  CAMPAIGN_PLATFORM_LABELS,
  SOCIAL_PLATFORMS,
  TRADE_LICENCE_MAX,
  URL_MAX_LENGTH,
  type VerificationRequest,
} from '@partnerly/contracts';
import { BadgeCheck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';
import { useRequestVerification } from '../api/my-verification';
import { EvidenceField, type UploadedEvidence } from './evidence-field';
import { fieldMessage } from './verification-messages';
import {
  checkBusinessForm,
  checkCreatorForm,
  creatorFormFrom,
  serverFieldErrors,
  type CheckedForm,
  type CreatorFormValues,
  type VerificationFormErrors,
} from './verification-form-rules';

// Brand names: the same in every language.
const PLATFORM_OPTIONS = SOCIAL_PLATFORMS.map((platform) => ({
  id: platform,
  label: CAMPAIGN_PLATFORM_LABELS[platform],
}));

/** Not words of any language: the same in every catalog. */
const FOLLOWERS_PLACEHOLDER = '48,200';
const PROFILE_URL_PLACEHOLDER = 'https://www.instagram.com/yourname';

/** Sending a checked form: field errors from the browser's check or the server's 400 are shown. */
function useVerificationSubmit() {
  const t = useT();
  const request = useRequestVerification();
  const [errors, setErrors] = useState<VerificationFormErrors>({});
  const [errorsShown, setErrorsShown] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  // After a refused submit the keyboard lands on the first field to fix.
  useEffect(() => {
    if (errorsShown === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errorsShown]);

  const showErrors = (next: VerificationFormErrors) => {
    setErrors(next);
    setErrorsShown((count) => count + 1);
  };
  const submit = (checked: CheckedForm) => {
    if (checked.errors) return showErrors(checked.errors);
    setErrors({});
    request.mutate(checked.request, {
      onError: (error) => {
        if (isApiError(error) && error.status === 400) showErrors(serverFieldErrors(error.fields));
      },
    });
  };
  const clear = (field: keyof VerificationFormErrors) =>
    setErrors((current) => ({ ...current, [field]: undefined }));
  const shown: VerificationFormErrors = Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, fieldMessage(t, message)]),
  );
  return { formRef, errors: shown, clear, submit, isSending: request.isPending };
}

function SubmitButton({ isBusy, children }: { isBusy: boolean; children: ReactNode }) {
  return (
    <Button type="submit" className="w-full sm:w-fit" disabled={isBusy}>
      {isBusy ? <Spinner /> : <BadgeCheck aria-hidden />} {children}
    </Button>
  );
}

/** A creator's request: the platform, the profile link, the followers and an optional screenshot. */
export function CreatorVerificationForm({ previous }: { previous: VerificationRequest | null }) {
  const t = useT();
  const [values, setValues] = useState<CreatorFormValues>(() => creatorFormFrom(previous));
  const [screenshot, setScreenshot] = useState<UploadedEvidence | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const { formRef, errors, clear, submit, isSending } = useVerificationSubmit();
  const set = (field: keyof CreatorFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(checkCreatorForm(values, screenshot?.id ?? null));
  };
  return (
    <form
      ref={formRef}
      noValidate
      aria-label={t('verification.creatorForm')}
      className="grid gap-4"
      onSubmit={onSubmit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('verification.platform')}
          placeholder={t('verification.platformPlaceholder')}
          options={PLATFORM_OPTIONS}
          required
          value={values.platform}
          onChange={(event) => set('platform')(event.target.value)}
          error={errors.platform}
          disabled={isSending}
        />
        <TextField
          label={t('verification.followers')}
          inputMode="numeric"
          autoComplete="off"
          required
          dir="ltr"
          placeholder={FOLLOWERS_PLACEHOLDER}
          value={values.claimedFollowers}
          onChange={(event) => set('claimedFollowers')(event.target.value)}
          error={errors.claimedFollowers}
          readOnly={isSending}
        />
      </div>
      <TextField
        label={t('verification.profileUrl')}
        type="url"
        dir="ltr"
        inputMode="url"
        autoComplete="url"
        required
        maxLength={URL_MAX_LENGTH}
        placeholder={PROFILE_URL_PLACEHOLDER}
        hint={t('verification.profileUrlHint')}
        value={values.platformUrl}
        onChange={(event) => set('platformUrl')(event.target.value)}
        error={errors.platformUrl}
        readOnly={isSending}
      />
      <EvidenceField
        label={t('verification.screenshotOptional')}
        hint={t('verification.screenshotHint')}
        kind="screenshot"
        value={screenshot}
        onChange={(next) => {
          setScreenshot(next);
          clear('screenshotUploadId');
        }}
        onBusyChange={setIsUploading}
        error={errors.screenshotUploadId}
        isDisabled={isSending}
      />
      <SubmitButton isBusy={isSending || isUploading}>{t('verification.request')}</SubmitButton>
    </form>
  );
}

/** A brand's or an agent's request: the trade licence number and the licence itself. */
export function BusinessVerificationForm({ previous }: { previous: VerificationRequest | null }) {
  const t = useT();
  const [tradeLicenceNumber, setTradeLicenceNumber] = useState(previous?.tradeLicenceNumber ?? '');
  const [document, setDocument] = useState<UploadedEvidence | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const { formRef, errors, clear, submit, isSending } = useVerificationSubmit();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(checkBusinessForm(tradeLicenceNumber, document?.id ?? null));
  };
  return (
    <form
      ref={formRef}
      noValidate
      aria-label={t('verification.businessForm')}
      className="grid gap-4"
      onSubmit={onSubmit}
    >
      <TextField
        label={t('verification.tradeLicenceNumber')}
        autoComplete="off"
        required
        dir="ltr"
        maxLength={TRADE_LICENCE_MAX}
        placeholder={t('verification.tradeLicencePlaceholder')}
        value={tradeLicenceNumber}
        onChange={(event) => {
          setTradeLicenceNumber(event.target.value);
          clear('tradeLicenceNumber');
        }}
        error={errors.tradeLicenceNumber}
        readOnly={isSending}
      />
      <EvidenceField
        label={t('verification.tradeLicenceDocument')}
        hint={t('verification.tradeLicenceHint')}
        kind="document"
        value={document}
        onChange={(next) => {
          setDocument(next);
          clear('documentUploadId');
        }}
        onBusyChange={setIsUploading}
        error={errors.documentUploadId}
        isDisabled={isSending}
      />
      <SubmitButton isBusy={isSending || isUploading}>{t('verification.request')}</SubmitButton>
    </form>
  );
}
