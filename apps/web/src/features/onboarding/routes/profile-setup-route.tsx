import type { OnboardingRole } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import { Navigate, useNavigate } from 'react-router';
import { Card, CardContent } from '@/components/ui/card';
import { PageLoader } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/i18n-provider';
import { useMe } from '@/lib/session';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import { profileDefaults } from '../components/profile-defaults';
import { RoleProfileForm } from '../components/role-profile-form';

/** A role's profile setup page; the session and role guards in app/ have already run. */
function ProfileSetup({
  role,
  titleKey,
  nextPath,
}: {
  role: 'creator' | 'brand';
  titleKey: MessageKey;
  nextPath: string;
}) {
  const t = useT();
  const me = useMe();
  const navigate = useNavigate();
  const completeOnboarding = useCompleteOnboarding();
  if (!me.data) return <PageLoader />;
  const { profile } = me.data;
  if (!profile) return <Navigate to="/onboarding" replace />;
  return (
    <div className="flex flex-1 justify-center px-4 py-8 sm:py-12">
      <title>{t(titleKey)}</title>
      <Card className="w-full max-w-xl">
        <CardContent className="p-5 pt-5 sm:p-8">
          <RoleProfileForm
            role={role satisfies OnboardingRole}
            defaultValues={profileDefaults(profile)}
            isPending={completeOnboarding.isPending}
            onSubmit={(body) => completeOnboarding.mutate(body, { onSuccess: () => void navigate(nextPath) })}
          />
        </CardContent>
      </Card>
    </div>
  );
}

/** /onboarding/creator-profile-setup: creators only. */
export function CreatorProfileSetupRoute() {
  return <ProfileSetup role="creator" titleKey="onboarding.creatorSetupTitle" nextPath="/dashboard" />;
}

/** /onboarding/brand-profile-setup: brands only; the plan comes next. */
export function BrandProfileSetupRoute() {
  return <ProfileSetup role="brand" titleKey="onboarding.brandSetupTitle" nextPath="/pricing" />;
}
