import { CREATOR_NAME_MAX, type CreatorProfile } from '@partnerly/contracts';
import { Pencil } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useCreatorProfile } from '@/api/creator-profile/get-creator-profile';
import { useUpdateCreatorName } from '@/api/creator-profile/update-creator-profile';
import { CreatorProfilePhoto } from '@/components/creator-profile-photo';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { displayNameOf, initialsOf } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n-provider';

interface NameErrors {
  firstName?: string;
  lastName?: string;
}

/** The first message of each name field the server refused. */
const serverErrors = (fields: Record<string, string[]>): NameErrors => ({
  firstName: fields.firstName?.[0],
  lastName: fields.lastName?.[0],
});

function NameForm({ profile, onDone }: { profile: CreatorProfile; onDone: () => void }) {
  const t = useT();
  const [firstName, setFirstName] = useState(profile.firstName ?? '');
  const [lastName, setLastName] = useState(profile.lastName ?? '');
  const [errors, setErrors] = useState<NameErrors>({});
  const update = useUpdateCreatorName();

  const save = (event: FormEvent) => {
    event.preventDefault();
    const missing: NameErrors = {
      firstName: firstName.trim() ? undefined : t('affiliateHub.firstNameRequired'),
      lastName: lastName.trim() ? undefined : t('affiliateHub.lastNameRequired'),
    };
    setErrors(missing);
    if (missing.firstName || missing.lastName) return;
    update.mutate(
      { firstName, lastName },
      {
        onSuccess: () => {
          toast({ title: t('affiliateHub.profileUpdated'), variant: 'success' });
          onDone();
        },
        onError: (error) => {
          if (isApiError(error)) setErrors(serverErrors(error.fields));
          toast({
            title: t('affiliateHub.profileUpdateFailed'),
            description: isApiError(error) ? error.message : undefined,
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <form noValidate aria-label={t('affiliateHub.nameFormLabel')} className="grid gap-4" onSubmit={save}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('affiliateHub.firstName')}
          required
          autoComplete="given-name"
          maxLength={CREATOR_NAME_MAX}
          value={firstName}
          error={errors.firstName}
          onChange={(event) => setFirstName(event.target.value)}
        />
        <TextField
          label={t('affiliateHub.lastName')}
          required
          autoComplete="family-name"
          maxLength={CREATOR_NAME_MAX}
          value={lastName}
          error={errors.lastName}
          onChange={(event) => setLastName(event.target.value)}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? <Spinner className="text-current" /> : null}
          {update.isPending ? t('common.saving') : t('common.save')}
        </Button>
        <Button type="button" variant="outline" disabled={update.isPending} onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}

function ProfileSummary({ profile, isEditing }: { profile: CreatorProfile; isEditing: boolean }) {
  const t = useT();
  const name = displayNameOf(profile, t('affiliateHub.yourName'));
  if (isEditing) {
    return (
      <CreatorProfilePhoto imageUrl={profile.profileImageUrl} name={name} initials={initialsOf(profile)} />
    );
  }
  return (
    <div className="flex items-center gap-4">
      <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-full border bg-muted text-xl font-semibold text-muted-foreground">
        {profile.profileImageUrl ? (
          <img
            src={profile.profileImageUrl}
            alt={t('affiliateHub.photoOf', { name })}
            className="size-full object-cover"
          />
        ) : (
          <span aria-hidden>{initialsOf(profile)}</span>
        )}
      </div>
      <div className="min-w-0">
        <p className="truncate text-lg font-semibold" data-testid="public-profile-name">
          {name}
        </p>
        <p className="text-sm text-muted-foreground">{t('affiliateHub.nameShown')}</p>
      </div>
    </div>
  );
}

/**
 * Public Profile Settings (spec 03): the name and photo the public share page shows, with an
 * edit mode. The photo uses the profile form's upload (crop, progress), the name its own call.
 */
export function PublicProfileSettings() {
  const t = useT();
  const profile = useCreatorProfile();
  const [isEditing, setIsEditing] = useState(false);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle className="text-xl">{t('affiliateHub.profileTitle')}</CardTitle>
          <CardDescription>{t('affiliateHub.profileDescription')}</CardDescription>
        </div>
        {profile.data && !isEditing ? (
          <Button type="button" variant="outline" size="sm" onClick={() => setIsEditing(true)}>
            <Pencil aria-hidden /> {t('affiliateHub.editProfile')}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-6">
        {profile.isPending ? (
          <div
            className="flex items-center gap-4"
            role="status"
            aria-busy="true"
            aria-label={t('affiliateHub.loadingProfile')}
          >
            <Skeleton className="size-16 rounded-full" />
            <Skeleton className="h-6 w-48" />
          </div>
        ) : profile.isError ? (
          <RetryAlert message={t('affiliateHub.profileLoadFailed')} onRetry={() => void profile.refetch()} />
        ) : (
          <>
            <ProfileSummary profile={profile.data} isEditing={isEditing} />
            {isEditing ? <NameForm profile={profile.data} onDone={() => setIsEditing(false)} /> : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
