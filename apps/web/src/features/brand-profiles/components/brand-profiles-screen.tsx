import { RefreshCw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/spinner';
import { useKnownText, useT } from '@/lib/i18n/i18n-provider';
import type { Me } from '@/lib/session';
import { useBrandProfileList } from '@/api/brand-profiles/brand-profile-list';
import { useWorkspace, useWorkspaceAccess } from '@/api/workspace/use-workspace';
import { useCurrentBrandProfile } from '../api/selected-brand-profile';
import { BrandProfileEditor } from './brand-profile-editor';
import { CompletionMeter } from './completion-meter';
import { FirstProfileForm } from './first-profile-form';
import { ProfileSwitcher } from './profile-switcher';

interface BrandProfilesScreenProps {
  me: Me;
  /** Opens 'Create New Additional Member' (the switcher hides the item without it). */
  onCreateProfile?: () => void;
  /** Opens 'Manage Team Members' (the switcher hides the item without it). */
  onManageProfiles?: () => void;
}

/** The brand's profile tab of /profile (spec 02 section 2, 'Brand profiles screen'). */
export function BrandProfilesScreen({ me, onCreateProfile, onManageProfiles }: BrandProfilesScreenProps) {
  const t = useT();
  const known = useKnownText();
  const list = useBrandProfileList();
  const { current, select } = useCurrentBrandProfile(list.data?.profiles);
  const { profilesReason } = useWorkspaceAccess();
  // A brand's verification is its workspace's (an owner's approved request); live on approval.
  const workspace = useWorkspace();
  const verificationStatus =
    workspace.data?.verificationStatus ?? me.profile?.verificationStatus ?? 'unverified';

  return (
    <section aria-labelledby="brand-profiles-title" className="grid gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id="brand-profiles-title" className="text-2xl font-bold tracking-tight">
            {t('brandProfiles.title')}
          </h2>
          <p className="mt-1 text-muted-foreground">{t('brandProfiles.subtitle')}</p>
        </div>
        {list.data && current ? (
          <ProfileSwitcher
            profiles={list.data.profiles}
            current={current}
            onSelect={select}
            onCreateProfile={onCreateProfile}
            onManageProfiles={onManageProfiles}
          />
        ) : null}
      </div>
      {list.isPending ? (
        <PageLoader text={t('brandProfiles.loading')} />
      ) : list.isError ? (
        <Alert variant="destructive">
          <AlertTitle>{t('brandProfiles.loadError')}</AlertTitle>
          <AlertDescription className="grid gap-3">
            <p>{list.error.message}</p>
            <Button variant="outline" size="sm" className="w-fit" onClick={() => void list.refetch()}>
              <RefreshCw aria-hidden /> {t('common.tryAgain')}
            </Button>
          </AlertDescription>
        </Alert>
      ) : current ? (
        <>
          <CompletionMeter profile={current} />
          <BrandProfileEditor
            key={current.id}
            profile={current}
            accountEmail={me.user.email}
            verificationStatus={verificationStatus}
            readOnlyReason={profilesReason}
          />
        </>
      ) : profilesReason ? (
        <p className="rounded-lg border p-6 text-center text-sm text-muted-foreground">
          {t('brandProfiles.noProfilesInWorkspace', { reason: known(profilesReason) })}
        </p>
      ) : (
        <FirstProfileForm companyName={me.profile?.companyName ?? null} />
      )}
    </section>
  );
}
