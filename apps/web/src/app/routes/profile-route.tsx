import { isAdminUserType } from '@partnerly/contracts';
import { Navigate, useSearchParams } from 'react-router';
import { PageLoader } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ProfileCompletionCard } from '@/features/creator-dashboard/components/profile-completion-card';
import { AdvertiserPermitCard } from '@/features/creator-profile/components/advertiser-permit-card';
import { CreatorProfileTab } from '@/features/creator-profile/components/creator-profile-tab';
import { VerificationCard } from '@/features/verifications/components/verification-card';
import { useMe } from '@/lib/session';
import { AccountTab } from './account-tab';
import { BrandProfilesTab } from './brand-profiles-tab';
import { PrivacyTab } from './privacy-tab';
import { PROFILE_TABS, resolveProfileTab } from './profile-tab';

/** /profile?tab=profile|account|privacy: profile settings (signed-in only). */
export function ProfileRoute() {
  const me = useMe();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab = resolveProfileTab(requested);

  if (requested !== tab) return <Navigate to={`/profile?tab=${tab}`} replace />;
  if (!me.data) return <PageLoader />;
  const userType = me.data.profile?.userType;

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <title>Profile Settings · Partnerly</title>
      <h1 className="text-3xl font-bold tracking-tight">Profile Settings</h1>
      <p className="mt-1 text-muted-foreground">Your profile, your account and your privacy.</p>
      <Tabs className="mt-6" value={tab} onValueChange={(value) => setSearchParams({ tab: value })}>
        <TabsList className="max-w-sm">
          {PROFILE_TABS.map((value) => (
            <TabsTrigger key={value} value={value} className="capitalize">
              {value}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="profile" className="mt-6 grid gap-6">
          {userType === 'brand' ? (
            <BrandProfilesTab me={me.data} />
          ) : userType === 'creator' ? (
            <>
              {/* The form is right below: the card needs no link to it. */}
              <ProfileCompletionCard hasProfileLink={false} />
              <CreatorProfileTab />
              <AdvertiserPermitCard />
            </>
          ) : (
            <p className="rounded-xl border p-6 text-center text-muted-foreground">
              Profile setup not available for this user type.
            </p>
          )}
          {/* Creators, brands and agents ask to be verified here (issue 19); admins are not. */}
          {userType && !isAdminUserType(userType) ? <VerificationCard userType={userType} /> : null}
        </TabsContent>
        <TabsContent value="account" className="mt-6">
          <AccountTab me={me.data} />
        </TabsContent>
        <TabsContent value="privacy" className="mt-6">
          <PrivacyTab me={me.data} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
