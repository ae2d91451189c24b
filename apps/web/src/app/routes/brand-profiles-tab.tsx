import { useState } from 'react';
import { BrandProfilesScreen } from '@/features/brand-profiles/components/brand-profiles-screen';
import { CreateTeamMemberDialog } from '@/features/brand-team/components/create-team-member-dialog';
import { ManageTeamDialog } from '@/features/brand-team/components/manage-team-dialog';
import { useWorkspaceAccess } from '@/api/workspace/use-workspace';
import type { Me } from '@/lib/session';

/** The brand's profile tab of /profile: the Brand Profiles screen with the team dialogs its switcher opens. */
export function BrandProfilesTab({ me }: { me: Me }) {
  const [dialog, setDialog] = useState<'create' | 'manage' | null>(null);
  // Creating, editing, removing profiles and the account manager are for owners and managers.
  const { canManage } = useWorkspaceAccess();
  const closeOn = (isOpen: boolean) => {
    if (!isOpen) setDialog(null);
  };
  return (
    <>
      <BrandProfilesScreen
        me={me}
        onCreateProfile={canManage ? () => setDialog('create') : undefined}
        onManageProfiles={canManage ? () => setDialog('manage') : undefined}
      />
      <CreateTeamMemberDialog open={dialog === 'create'} onOpenChange={closeOn} />
      <ManageTeamDialog open={dialog === 'manage'} onOpenChange={closeOn} />
    </>
  );
}
