import { zodResolver } from '@hookform/resolvers/zod';
import { privacySettingsSchema, type PrivacySettings, type UserType } from '@partnerly/contracts';
import { Save } from 'lucide-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useT } from '@/lib/i18n/i18n-provider';
import { changedPrivacySettings, privacySectionsFor, VISIBILITY_OPTIONS } from '../api/privacy-options';
import { usePrivacySettings, useUpdatePrivacySettings } from '../api/settings-queries';
import { SettingSwitch } from './setting-switch';

/** The privacy tab of /profile (spec 03 section 2), saved for real ('Privacy Settings Updated'). */
export function PrivacySettingsForm({ userType }: { userType: UserType | undefined }) {
  const t = useT();
  const settings = usePrivacySettings();
  if (settings.isError && !settings.data) {
    return <RetryAlert message={t('privacy.loadFailed')} onRetry={() => void settings.refetch()} />;
  }
  if (!settings.data) {
    return (
      <div role="status" aria-label={t('privacy.loading')} className="grid gap-6">
        <Skeleton className="h-48 rounded-xl" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    );
  }
  // A change saved elsewhere (another tab, the Account Settings dialog) starts the form afresh.
  return <PrivacyForm key={JSON.stringify(settings.data)} saved={settings.data} userType={userType} />;
}

function PrivacyForm({ saved, userType }: { saved: PrivacySettings; userType: UserType | undefined }) {
  const t = useT();
  const form = useForm<PrivacySettings>({
    resolver: zodResolver(privacySettingsSchema),
    defaultValues: saved,
  });
  const draft = useWatch({ control: form.control }) as PrivacySettings;
  const update = useUpdatePrivacySettings();
  const changes = changedPrivacySettings(saved, { ...saved, ...draft });
  const isDirty = Object.keys(changes).length > 0;

  const submit = form.handleSubmit((values) => {
    const changed = changedPrivacySettings(saved, values);
    if (Object.keys(changed).length === 0) return;
    update.mutate(changed, {
      onSuccess: () =>
        toast({
          variant: 'success',
          title: t('privacy.updatedTitle'),
          description: t('privacy.updatedBody'),
        }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('auth.error'),
          description: error.message || t('privacy.updateFailed'),
        }),
    });
  });

  return (
    <form aria-label={t('privacy.form')} className="grid gap-6" onSubmit={(event) => void submit(event)}>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{t('privacy.visibilityTitle')}</CardTitle>
          <CardDescription>{t('privacy.visibilityIntro')}</CardDescription>
        </CardHeader>
        <CardContent>
          <fieldset className="grid gap-3">
            <legend className="sr-only">{t('privacy.visibilityTitle')}</legend>
            {VISIBILITY_OPTIONS.map((option) => (
              <label
                key={option.value}
                className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
              >
                <input
                  type="radio"
                  {...form.register('profileVisibility')}
                  value={option.value}
                  className="mt-1 size-4 accent-primary"
                />
                <span>
                  <span className="block font-medium">{t(option.label)}</span>
                  <span className="block text-sm text-muted-foreground">{t(option.description)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {userType === 'brand' ? (
            <p className="mt-3 text-sm text-muted-foreground">{t('privacy.brandHiddenNote')}</p>
          ) : null}
        </CardContent>
      </Card>

      {privacySectionsFor(userType).map((section) => (
        <Card key={section.title}>
          <CardHeader>
            <CardTitle className="text-lg">{t(section.title)}</CardTitle>
            <CardDescription>{t(section.description)}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5">
            {section.switches.map((option) => (
              <Controller
                key={option.key}
                control={form.control}
                name={option.key}
                render={({ field }) => (
                  <SettingSwitch
                    label={t(option.label)}
                    description={t(option.description)}
                    checked={field.value === true}
                    onCheckedChange={field.onChange}
                  />
                )}
              />
            ))}
          </CardContent>
        </Card>
      ))}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
        {isDirty ? (
          <Button
            type="button"
            variant="outline"
            disabled={update.isPending}
            onClick={() => form.reset(saved)}
          >
            {t('privacy.cancel')}
          </Button>
        ) : null}
        <Button type="submit" disabled={!isDirty || update.isPending}>
          {update.isPending ? <Spinner className="text-current" /> : <Save aria-hidden />}
          {update.isPending ? t('privacy.saving') : t('privacy.save')}
        </Button>
      </div>
    </form>
  );
}
