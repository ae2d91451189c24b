import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { VerifiedBadge } from '@/components/ui/verified-badge';
import { useCreatorProfile } from '@/api/creator-profile/get-creator-profile';
import { useT } from '@/lib/i18n/i18n-provider';
import { useMe } from '@/lib/session';
import { CreatorProfileForm } from './creator-profile-form';

/** The creator's profile tab of /profile: the Creator Profile form (spec 03 "Creator profile form"). */
export function CreatorProfileTab() {
  const profile = useCreatorProfile();
  const me = useMe().data?.profile;
  const isVerified = me?.isVerified === true || me?.verificationStatus === 'verified';
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2 text-xl">
          {t('creatorProfile.title')}
          {isVerified ? <VerifiedBadge label={t('creatorProfile.verifiedCreator')} /> : null}
        </CardTitle>
        <CardDescription>{t('creatorProfile.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {profile.isPending ? (
          <div className="grid gap-4" role="status" aria-busy="true" aria-label={t('creatorProfile.loading')}>
            <Skeleton className="size-24 rounded-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : profile.isError ? (
          <RetryAlert message={t('creatorProfile.loadFailed')} onRetry={() => void profile.refetch()} />
        ) : (
          <CreatorProfileForm profile={profile.data} />
        )}
      </CardContent>
    </Card>
  );
}
