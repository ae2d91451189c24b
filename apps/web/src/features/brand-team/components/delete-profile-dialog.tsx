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
import { isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';
import { FormattedMessage } from 'react-intl';
import { useBrandProfileList } from '@/api/brand-profiles/brand-profile-list';
import { useDeleteBrandProfile } from '../api/team-mutations';
import { splitTitledMessage } from '@/lib/titled-message';

interface DeleteProfileDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  profileId: string | null;
}

/**
 * 'Delete Profile': removes a brand profile for good. The main profile holds the subscription
 * rights and is never deleted: it gets the 'Cannot Delete' message instead.
 */
export function DeleteProfileDialog({ open, onOpenChange, profileId }: DeleteProfileDialogProps) {
  const t = useT();
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
          title: t('brandTeam.removed'),
          description: t('brandTeam.removedDescription', { name: profile.profileName }),
        });
        onOpenChange(false);
      },
      onError: (error) => {
        const isRefused = isApiError(error) && error.status === 403;
        toast({
          variant: 'destructive',
          ...(isRefused
            ? splitTitledMessage(error.message, t('brandTeam.error'))
            : { title: t('brandTeam.error'), description: t('brandTeam.removeFailed') }),
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
            <AlertDialogTitle>{t('brandTeam.cannotDeleteTitle')}</AlertDialogTitle>
            <AlertDialogDescription>{t('brandTeam.cannotDeleteDescription')}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('common.close')}</AlertDialogCancel>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    );
  }

  return (
    <AlertDialog open={open} onOpenChange={close}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('brandTeam.deleteTitle')}</AlertDialogTitle>
          <AlertDialogDescription>
            {profile ? (
              <FormattedMessage
                id="brandTeam.deleteConfirm"
                values={{
                  name: profile.profileName,
                  strong: (chunks) => <strong className="text-foreground">{chunks}</strong>,
                }}
              />
            ) : list.isError ? (
              t('brandTeam.loadFailed')
            ) : list.data ? (
              t('brandTeam.noLongerExists')
            ) : (
              t('brandTeam.loading')
            )}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>{t('common.cancel')}</AlertDialogCancel>
          <Button variant="destructive" disabled={!profile || remove.isPending} onClick={confirm}>
            {remove.isPending ? <Spinner className="text-current" /> : null}
            {t('brandTeam.deleteTitle')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
