import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { VerifiedBadge } from '@/components/ui/verified-badge';
import { useCreatorProfile } from '@/api/creator-profile/get-creator-profile';
import { useMe } from '@/lib/session';
import { CreatorProfileForm } from './creator-profile-form';

/** The creator's profile tab of /profile: the Creator Profile form (spec 03 "Creator profile form"). */
export function CreatorProfileTab() {
  const profile = useCreatorProfile();
  const me = useMe().data?.profile;
  const isVerified = me?.isVerified === true || me?.verificationStatus === 'verified';
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2 text-xl">
          Creator Profile
          {isVerified ? <VerifiedBadge label="Verified Creator" /> : null}
        </CardTitle>
        <CardDescription>What brands see when you apply to their campaigns.</CardDescription>
      </CardHeader>
      <CardContent>
        {profile.isPending ? (
          <div className="grid gap-4" role="status" aria-busy="true" aria-label="Loading your profile">
            <Skeleton className="size-24 rounded-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : profile.isError ? (
          <RetryAlert message="Could not load your profile." onRetry={() => void profile.refetch()} />
        ) : (
          <CreatorProfileForm profile={profile.data} />
        )}
      </CardContent>
    </Card>
  );
}
