import type { WorkspaceMember } from '@partnerly/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useT } from '@/lib/i18n/i18n-provider';
import { useUpdateMember } from '../api/workspace-mutations';
import { toastError } from './error-toast';
import { ProfileCheckboxes } from './profile-checkboxes';

interface AssignProfilesDialogProps {
  member: WorkspaceMember;
  profiles: readonly { id: string; profileName: string }[];
  onOpenChange(open: boolean): void;
}

/** Which brand profiles a member works on (owners only). */
export function AssignProfilesDialog({ member, profiles, onOpenChange }: AssignProfilesDialogProps) {
  const t = useT();
  const update = useUpdateMember();
  const [selected, setSelected] = useState<string[]>(member.brandProfileIds);
  const save = () =>
    update.mutate(
      { userId: member.userId, brandProfileIds: selected },
      {
        onSuccess: () => {
          toast({
            variant: 'success',
            title: t('workspace.profilesSaved'),
            description: t('workspace.profilesSavedDescription', { name: member.name }),
          });
          onOpenChange(false);
        },
        onError: (error) => toastError(error, t('workspace.notSaved'), t('workspace.pleaseTryAgain')),
      },
    );
  return (
    <Dialog open onOpenChange={(isOpen) => !update.isPending && onOpenChange(isOpen)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('workspace.assignTitle', { name: member.name })}</DialogTitle>
          <DialogDescription>{t('workspace.assignDescription')}</DialogDescription>
        </DialogHeader>
        <ProfileCheckboxes profiles={profiles} value={selected} onChange={setSelected} />
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={update.isPending}>
            {t('common.cancel')}
          </Button>
          <Button onClick={save} disabled={update.isPending}>
            {update.isPending ? <Spinner className="text-current" /> : null}
            {t('common.save')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
