import {
  BRAND_CODE_INSTRUCTIONS_MAX,
  localIsoDate,
  type AcceptedCreator,
  type CreateAffiliateCodeInput,
} from '@partnerly/contracts';
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';
import { useCreateAffiliateCode } from '../api/campaign-codes';
import {
  checkCodeForm,
  defaultExpiry,
  serverErrors,
  type CodeFormErrors,
  type CodeFormField,
} from './affiliate-format';

const BRAND_URL_EXAMPLE = 'https://shop.example.com';

interface AffiliateCodeFormProps {
  campaignId: string;
  creators: AcceptedCreator[];
  /** The brand's website, the Brand URL's starting value. */
  defaultBrandUrl: string | null;
}

const emptyForm = (
  creators: AcceptedCreator[],
  defaultBrandUrl: string | null,
): CreateAffiliateCodeInput => ({
  creatorId: creators.length === 1 ? creators[0]!.creatorId : '',
  code: '',
  brandUrl: defaultBrandUrl ?? '',
  expiresOn: defaultExpiry(),
  instructions: '',
});

/**
 * The Affiliate code form (spec 02 section 5): creator, code, brand URL and expiration date
 * required ('Please fill in all required fields'), instructions optional. Checked with the
 * API's schema before sending; the server's field messages show beside the fields.
 */
export function AffiliateCodeForm({ campaignId, creators, defaultBrandUrl }: AffiliateCodeFormProps) {
  const t = useT();
  const [values, setValues] = useState(() => emptyForm(creators, defaultBrandUrl));
  const [errors, setErrors] = useState<CodeFormErrors>({});
  const create = useCreateAffiliateCode(campaignId);
  const set = (field: CodeFormField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkCodeForm(values);
    if (checked.errors) {
      setErrors(checked.errors);
      toast({ variant: 'destructive', title: checked.message });
      return;
    }
    setErrors({});
    create.mutate(values, {
      onSuccess: () => setValues({ ...emptyForm(creators, defaultBrandUrl), creatorId: values.creatorId }),
      onError: (error) => {
        if (isApiError(error) && error.status === 400) setErrors(serverErrors(error.fields));
      },
    });
  };

  return (
    <form
      className="grid gap-4 rounded-lg border bg-muted/30 p-4"
      onSubmit={submit}
      noValidate
      aria-labelledby="new-affiliate-code"
    >
      <div>
        <h3 id="new-affiliate-code" className="font-semibold">
          {t('brandAffiliate.formTitle')}
        </h3>
        <p className="text-sm text-muted-foreground">{t('brandAffiliate.formHint')}</p>
      </div>
      <SelectField
        label={t('brandAffiliate.creator')}
        required
        placeholder={t('brandAffiliate.selectCreator')}
        options={creators.map((creator) => ({ id: creator.creatorId, label: creator.name }))}
        value={values.creatorId}
        onChange={(event) => set('creatorId')(event.target.value)}
        error={errors.creatorId}
        disabled={create.isPending}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('brandAffiliate.code')}
          required
          hint={t('brandAffiliate.codeHint')}
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          maxLength={30}
          value={values.code}
          onChange={(event) => set('code')(event.target.value)}
          error={errors.code}
          readOnly={create.isPending}
        />
        <TextField
          label={t('brandAffiliate.expirationDate')}
          required
          type="date"
          min={localIsoDate()}
          value={values.expiresOn}
          onChange={(event) => set('expiresOn')(event.target.value)}
          error={errors.expiresOn}
          readOnly={create.isPending}
        />
      </div>
      <TextField
        label={t('brandAffiliate.brandUrl')}
        required
        inputMode="url"
        dir="ltr"
        placeholder={BRAND_URL_EXAMPLE}
        value={values.brandUrl}
        onChange={(event) => set('brandUrl')(event.target.value)}
        error={errors.brandUrl}
        readOnly={create.isPending}
      />
      <TextareaField
        label={t('brandAffiliate.instructions')}
        rows={2}
        maxLength={BRAND_CODE_INSTRUCTIONS_MAX}
        value={values.instructions ?? ''}
        onChange={(event) => set('instructions')(event.target.value)}
        error={errors.instructions}
        readOnly={create.isPending}
      />
      <Button type="submit" className="w-full sm:w-fit" disabled={create.isPending}>
        {create.isPending ? <Spinner className="text-current" /> : <Plus aria-hidden />}
        {t('brandAffiliate.createCode')}
      </Button>
    </form>
  );
}
