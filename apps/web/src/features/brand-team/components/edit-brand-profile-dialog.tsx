import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { useBrandProfileList } from '@/api/brand-profiles/brand-profile-list';
import { useUpdateBrandProfile } from '@/api/brand-profiles/update-brand-profile';
import { TeamLoadState } from './team-load-state';
import { TeamMemberForm, type TeamMemberValues } from './team-member-form';

interface EditBrandProfileDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  profileId: string | null;
}

/** 'Edit Brand Profile': a team member's (or the main profile's) name and contact details. */
export function EditBrandProfileDialog({ open, onOpenChange, profileId }: EditBrandProfileDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Edit Brand Profile</DialogTitle>
          <DialogDescription>Change this profile&apos;s name and details.</DialogDescription>
        </DialogHeader>
        {profileId ? <EditBody profileId={profileId} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EditBody({ profileId, onDone }: { profileId: string; onDone: () => void }) {
  const list = useBrandProfileList();
  const update = useUpdateBrandProfile();
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>();

  if (!list.data) return <TeamLoadState isError={list.isError} onRetry={() => void list.refetch()} />;
  const profile = list.data.profiles.find((candidate) => candidate.id === profileId);
  if (!profile) {
    return <p className="py-4 text-sm text-muted-foreground">This profile no longer exists.</p>;
  }

  const submit = (values: TeamMemberValues) => {
    setServerErrors(undefined);
    update.mutate(
      { id: profile.id, input: values },
      {
        onSuccess: (saved) => {
          toast({
            variant: 'success',
            title: 'Team member updated successfully',
            description: `${saved.profileName} has been saved.`,
          });
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 400) setServerErrors(error.fields);
          toast({ variant: 'destructive', title: 'Error', description: 'Failed to update team member' });
        },
      },
    );
  };

  return (
    <TeamMemberForm
      key={profile.id}
      label="Edit brand profile"
      initial={profile}
      submitLabel="Save Changes"
      isPending={update.isPending}
      serverErrors={serverErrors}
      onSubmit={submit}
      onCancel={onDone}
    />
  );
}
