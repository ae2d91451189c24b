import type { BrandProfile, VerificationStatus } from '@partnerly/contracts';
import { Pencil } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormProvider, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/use-toast';
import { usePageUnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { isApiError } from '@/lib/api-client';
import { useKnownText, useT } from '@/lib/i18n/i18n-provider';
import { useUpdateBrandProfile } from '@/api/brand-profiles/update-brand-profile';
import {
  apiFieldErrors,
  brandProfileUpdateInput,
  tabOfField,
  toBrandProfileFormValues,
  updateInputErrors,
  type BrandProfileFormValues,
} from '../brand-profile-form';
import { PreferencesTab } from './preferences-tab';
import { ProfileTab } from './profile-tab';

type EditorTab = 'profile' | 'preferences';
const FORM_ID = 'brand-profile-form';

interface BrandProfileEditorProps {
  profile: BrandProfile;
  accountEmail: string;
  verificationStatus: VerificationStatus;
  /** Why this person may not change brand profiles (their workspace role); empty when they may. */
  readOnlyReason?: string;
}

/**
 * The Profile and Preferences tabs: read-only until Edit; one edit state and one Save Changes
 * for both; Cancel resets to the saved profile (spec 02 section 4). Mount it with the
 * profile id as key so switching profiles starts afresh.
 */
export function BrandProfileEditor({
  profile,
  accountEmail,
  verificationStatus,
  readOnlyReason = '',
}: BrandProfileEditorProps) {
  const t = useT();
  const known = useKnownText();
  const [tab, setTab] = useState<EditorTab>('profile');
  const [isEditing, setIsEditing] = useState(false);
  const form = useForm<BrandProfileFormValues>({ defaultValues: toBrandProfileFormValues(profile) });
  const update = useUpdateBrandProfile();
  const profileName = useWatch({ control: form.control, name: 'profileName' });
  // Leaving the page (Back, a link, reload) with unsaved edits asks first (issue 13).
  const unsavedGuard = usePageUnsavedChangesGuard(isEditing && form.formState.isDirty);

  // A change saved elsewhere (another tab, the team dialogs) shows at once while not editing.
  useEffect(() => {
    if (!isEditing) form.reset(toBrandProfileFormValues(profile));
  }, [profile, isEditing, form]);

  const showErrors = (errors: Record<string, string>) => {
    const fields = Object.keys(errors);
    for (const field of fields) {
      form.setError(field as FieldPath<BrandProfileFormValues>, { type: 'validate', message: errors[field] });
    }
    const first = fields[0];
    if (first) setTab(tabOfField(first));
  };

  const cancel = () => {
    form.reset(toBrandProfileFormValues(profile));
    setIsEditing(false);
  };

  const save = form.handleSubmit((values) => {
    form.clearErrors();
    const input = brandProfileUpdateInput(values);
    const errors = updateInputErrors(input);
    if (Object.keys(errors).length > 0) {
      showErrors(errors);
      return;
    }
    update.mutate(
      { id: profile.id, input },
      {
        onSuccess: (saved) => {
          form.reset(toBrandProfileFormValues(saved));
          setIsEditing(false);
          toast({ title: t('brandProfiles.updated'), variant: 'success' });
        },
        onError: (error) => {
          if (isApiError(error) && Object.keys(error.fields).length > 0)
            showErrors(apiFieldErrors(error.fields));
          toast({
            title: t('brandProfiles.updateFailed'),
            description: isApiError(error) ? error.message : undefined,
            variant: 'destructive',
          });
        },
      },
    );
  });

  const actions = readOnlyReason ? (
    <p className="rounded-md bg-muted p-3 text-sm text-muted-foreground">{known(readOnlyReason)}</p>
  ) : (
    <div className="flex flex-wrap justify-end gap-2">
      {isEditing ? (
        <>
          <Button variant="outline" onClick={cancel} disabled={update.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} disabled={update.isPending || profileName.trim() === ''}>
            {update.isPending ? <Spinner className="text-current" /> : null}
            {t('common.saveChanges')}
          </Button>
        </>
      ) : (
        <Button onClick={() => setIsEditing(true)}>
          <Pencil aria-hidden /> {t('common.edit')}
        </Button>
      )}
    </div>
  );

  return (
    <FormProvider {...form}>
      {unsavedGuard}
      <form
        id={FORM_ID}
        noValidate
        onSubmit={(event) => void save(event)}
        aria-label={t('brandProfiles.formLabel')}
      >
        <Tabs value={tab} onValueChange={(value) => setTab(value as EditorTab)}>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <TabsList className="sm:max-w-xs">
              <TabsTrigger value="profile">{t('brandProfiles.tabProfile')}</TabsTrigger>
              <TabsTrigger value="preferences">{t('brandProfiles.tabPreferences')}</TabsTrigger>
            </TabsList>
          </div>
          <TabsContent value="profile" className="mt-6 grid gap-4">
            {actions}
            <ProfileTab
              profile={profile}
              accountEmail={accountEmail}
              verificationStatus={verificationStatus}
              isEditing={isEditing}
              isReadOnly={Boolean(readOnlyReason)}
            />
          </TabsContent>
          <TabsContent value="preferences" className="mt-6 grid gap-4">
            {actions}
            <PreferencesTab profile={profile} isEditing={isEditing} />
          </TabsContent>
        </Tabs>
      </form>
    </FormProvider>
  );
}
