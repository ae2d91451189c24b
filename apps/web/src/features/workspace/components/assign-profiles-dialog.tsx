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
  const update = useUpdateMember();
  const [selected, setSelected] = useState<string[]>(member.brandProfileIds);
  const save = () =>
    update.mutate(
      { userId: member.userId, brandProfileIds: selected },
      {
        onSuccess: () => {
          toast({
            variant: 'success',
            title: 'Brand profiles saved',
            description: `${member.name}'s profiles changed.`,
          });
          onOpenChange(false);
        },
        onError: (error) => toastError(error, 'Not saved'),
      },
    );
  return (
    <Dialog open onOpenChange={(isOpen) => !update.isPending && onOpenChange(isOpen)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Brand profiles for {member.name}</DialogTitle>
          <DialogDescription>Everything else of the workspace stays readable to them.</DialogDescription>
        </DialogHeader>
        <ProfileCheckboxes profiles={profiles} value={selected} onChange={setSelected} />
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={update.isPending}>
            Cancel
          </Button>
          <Button onClick={save} disabled={update.isPending}>
            {update.isPending ? <Spinner className="text-current" /> : null}
            Save
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
