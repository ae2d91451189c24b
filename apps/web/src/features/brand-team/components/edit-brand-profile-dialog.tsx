import { useRef, useState } from 'react';
import { useUnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';
import { useBrandProfileList } from '@/api/brand-profiles/brand-profile-list';
import { useUpdateBrandProfile } from '@/api/brand-profiles/update-brand-profile';
import { TeamLoadState } from './team-load-state';
import { TeamMemberForm, type TeamMemberValues } from './team-member-form';

interface EditBrandProfileDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  profileId: string | null;
}

/** 'Edit Brand Profile': a brand profile's (the main one's too) name and contact details. */
export function EditBrandProfileDialog({ open, onOpenChange, profileId }: EditBrandProfileDialogProps) {
  const t = useT();
  // Kept in a ref, told by the form as each change happens: no render in between.
  const isDirty = useRef(false);
  const close = () => {
    isDirty.current = false;
    onOpenChange(false);
  };
  // Escape, × and the browser's Back ask before throwing away unsaved changes (issue 13).
  const unsaved = useUnsavedChangesGuard({ isOpen: open, isDirty: () => isDirty.current, onClose: close });
  const onDirtyChange = (value: boolean) => {
    isDirty.current = value;
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : unsaved.requestClose())}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('brandTeam.editTitle')}</DialogTitle>
          <DialogDescription>{t('brandTeam.editDescription')}</DialogDescription>
        </DialogHeader>
        {profileId ? <EditBody profileId={profileId} onDone={close} onDirtyChange={onDirtyChange} /> : null}
        {unsaved.element}
      </DialogContent>
    </Dialog>
  );
}

interface EditBodyProps {
  profileId: string;
  onDone: () => void;
  onDirtyChange: (isDirty: boolean) => void;
}

function EditBody({ profileId, onDone, onDirtyChange }: EditBodyProps) {
  const t = useT();
  const list = useBrandProfileList();
  const update = useUpdateBrandProfile();
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>();

  if (!list.data) return <TeamLoadState isError={list.isError} onRetry={() => void list.refetch()} />;
  const profile = list.data.profiles.find((candidate) => candidate.id === profileId);
  if (!profile) {
    return <p className="py-4 text-sm text-muted-foreground">{t('brandTeam.noLongerExists')}</p>;
  }

  const submit = (values: TeamMemberValues) => {
    setServerErrors(undefined);
    update.mutate(
      { id: profile.id, input: values },
      {
        onSuccess: (saved) => {
          toast({
            variant: 'success',
            title: t('brandTeam.updated'),
            description: t('brandTeam.updatedDescription', { name: saved.profileName }),
          });
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 400) setServerErrors(error.fields);
          toast({
            variant: 'destructive',
            title: t('brandTeam.error'),
            description: t('brandTeam.updateFailed'),
          });
        },
      },
    );
  };

  return (
    <TeamMemberForm
      key={profile.id}
      label={t('brandTeam.editFormLabel')}
      initial={profile}
      submitLabel={t('common.saveChanges')}
      isPending={update.isPending}
      serverErrors={serverErrors}
      onSubmit={submit}
      onCancel={onDone}
      onDirtyChange={onDirtyChange}
    />
  );
}
