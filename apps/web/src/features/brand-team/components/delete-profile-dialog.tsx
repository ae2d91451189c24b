import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { BRAND_PROFILE_MESSAGES } from '@partnerly/contracts';
import { isApiError } from '@/lib/api-client';
import { useBrandProfileList } from '@/api/brand-profiles/brand-profile-list';
import { useDeleteBrandProfile } from '../api/team-mutations';
import { splitTitledMessage } from '@/lib/titled-message';

interface DeleteProfileDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  profileId: string | null;
}

const CANNOT_DELETE = splitTitledMessage(BRAND_PROFILE_MESSAGES.cannotDeleteMain, 'Cannot Delete');

/**
 * 'Delete Profile': removes a brand profile for good. The main profile holds the subscription
 * rights and is never deleted: it gets the 'Cannot Delete' message instead.
 */
export function DeleteProfileDialog({ open, onOpenChange, profileId }: DeleteProfileDialogProps) {
  const list = useBrandProfileList({ isEnabled: open });
  const remove = useDeleteBrandProfile();
  const profile = list.data?.profiles.find((candidate) => candidate.id === profileId);
  const close = (isOpen: boolean) => {
    if (!remove.isPending) onOpenChange(isOpen);
  };

  const confirm = () => {
    if (!profile) return;
    remove.mutate(profile.id, {
      onSuccess: () => {
        toast({
          variant: 'success',
          title: 'Brand profile removed successfully',
          description: `${profile.profileName} has been removed from your team.`,
        });
        onOpenChange(false);
      },
      onError: (error) => {
        const isRefused = isApiError(error) && error.status === 403;
        toast({
          variant: 'destructive',
          ...(isRefused
            ? splitTitledMessage(error.message, 'Error')
            : { title: 'Error', description: 'Failed to remove brand profile' }),
        });
        onOpenChange(false);
      },
    });
  };

  if (profile?.isMainProfile) {
    return (
      <AlertDialog open={open} onOpenChange={close}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{CANNOT_DELETE.title}</AlertDialogTitle>
            <AlertDialogDescription>{CANNOT_DELETE.description}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Close</AlertDialogCancel>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    );
  }

  return (
    <AlertDialog open={open} onOpenChange={close}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Profile</AlertDialogTitle>
          <AlertDialogDescription>
            {profile ? (
              <>
                Are you sure you want to delete{' '}
                <strong className="text-foreground">{profile.profileName}</strong>? This profile and its
                details will be permanently deleted. This action cannot be undone.
              </>
            ) : list.isError ? (
              'Failed to load brand profiles'
            ) : list.data ? (
              'This profile no longer exists.'
            ) : (
              'Loading profiles...'
            )}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" disabled={!profile || remove.isPending} onClick={confirm}>
            {remove.isPending ? <Spinner className="text-current" /> : null}
            Delete Profile
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
