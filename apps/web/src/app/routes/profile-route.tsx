import { isAdminUserType } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import { Navigate, useSearchParams } from 'react-router';
import { PageLoader } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ProfileCompletionCard } from '@/features/creator-dashboard/components/profile-completion-card';
import { AdvertiserPermitCard } from '@/features/creator-profile/components/advertiser-permit-card';
import { CreatorProfileTab } from '@/features/creator-profile/components/creator-profile-tab';
import { VerificationCard } from '@/features/verifications/components/verification-card';
import { useT } from '@/lib/i18n/i18n-provider';
import { useMe } from '@/lib/session';
import { AccountTab } from './account-tab';
import { BrandProfilesTab } from './brand-profiles-tab';
import { PrivacyTab } from './privacy-tab';
import { PROFILE_TABS, resolveProfileTab, type ProfileTab } from './profile-tab';

const TAB_LABELS = {
  profile: 'profileSettings.tabProfile',
  account: 'profileSettings.tabAccount',
  privacy: 'profileSettings.tabPrivacy',
} as const satisfies Record<ProfileTab, MessageKey>;

/** /profile?tab=profile|account|privacy: profile settings (signed-in only). */
export function ProfileRoute() {
  const me = useMe();
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab = resolveProfileTab(requested);

  if (requested !== tab) return <Navigate to={`/profile?tab=${tab}`} replace />;
  if (!me.data) return <PageLoader />;
  const userType = me.data.profile?.userType;

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <title>{t('common.pageTitle', { title: t('shell.profileSettings') })}</title>
      <h1 className="text-3xl font-bold tracking-tight">{t('shell.profileSettings')}</h1>
      <p className="mt-1 text-muted-foreground">{t('profileSettings.subtitle')}</p>
      <Tabs className="mt-6" value={tab} onValueChange={(value) => setSearchParams({ tab: value })}>
        <TabsList className="max-w-sm">
          {PROFILE_TABS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {t(TAB_LABELS[value])}
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
              {t('profileSettings.notAvailable')}
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
