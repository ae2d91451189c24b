import { zodResolver } from '@hookform/resolvers/zod';
import {
  BRAND_PROFILE_NAME_MAX,
  createBrandProfileInput,
  type CreateBrandProfileInput,
} from '@partnerly/contracts';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';
import { useCreateBrandProfile } from '../api/create-brand-profile';

interface FirstProfileFormProps {
  /** The account's company name, offered as the profile and company name. */
  companyName: string | null;
}

/** 'No profile found. Please create a profile first.' with the form that creates the main profile. */
export function FirstProfileForm({ companyName }: FirstProfileFormProps) {
  const t = useT();
  // The API's own schema: it trims the name and sends a blank company name as null.
  const form = useForm<CreateBrandProfileInput, unknown, z.output<typeof createBrandProfileInput>>({
    resolver: zodResolver(createBrandProfileInput),
    defaultValues: { profileName: companyName ?? '', companyName: companyName ?? '' },
    // A refused name keeps its message until the next submit.
    reValidateMode: 'onSubmit',
  });
  const profileName = useWatch({ control: form.control, name: 'profileName' });
  const create = useCreateBrandProfile();

  const submit = (values: CreateBrandProfileInput) =>
    create.mutate(values, {
      onError: (failure) => {
        const message = isApiError(failure) ? failure.message : t('brandProfiles.pleaseTryAgain');
        if (isApiError(failure) && failure.fields.profileName?.[0]) {
          form.setError('profileName', { message: failure.fields.profileName[0] });
        }
        toast({ title: t('brandProfiles.createFailed'), description: message, variant: 'destructive' });
      },
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('brandProfiles.noProfileTitle')}</CardTitle>
        <CardDescription>{t('brandProfiles.noProfileDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={form.handleSubmit(submit)}
          noValidate
          aria-label={t('brandProfiles.createFormLabel')}
          className="flex flex-col gap-4 sm:flex-row sm:items-start"
        >
          <TextField
            label={t('brandProfiles.field.profileName')}
            className="flex-1"
            maxLength={BRAND_PROFILE_NAME_MAX}
            error={form.formState.errors.profileName?.message}
            required
            {...form.register('profileName')}
          />
          <Button type="submit" className="sm:mt-6" disabled={create.isPending || profileName.trim() === ''}>
            {create.isPending ? <Spinner className="text-current" /> : null}
            {t('brandProfiles.createProfile')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
