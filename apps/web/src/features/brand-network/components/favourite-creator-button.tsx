import { Heart } from 'lucide-react';
import { useWorkspaceAccess } from '@/api/workspace/use-workspace';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ToneBadge } from '@/components/ui/tone-badge';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';
import { cn } from '@/lib/utils';
import { useNetworkIds } from '../api/get-network';
import { useChangeNetwork } from '../api/network-mutations';

export interface FavouriteCreatorButtonProps {
  creatorId: string;
  /** Named in the toasts and the hint; the button itself sits beside the creator's name. */
  creatorName: string;
  className?: string;
}

/**
 * 'Add to network' / 'In your network' for one creator, wherever the brand sees them
 * (application cards, the results report). Owners and managers toggle it (the server's rule);
 * others see 'In your network' as a badge, and nothing while the creator is not in it. While
 * the network cannot be read the button offers to add: adding is idempotent on the server. Its
 * name is its label only: place it inside what names the creator (an article, a table row).
 */
export function FavouriteCreatorButton({ creatorId, creatorName, className }: FavouriteCreatorButtonProps) {
  const t = useT();
  const ids = useNetworkIds();
  const access = useWorkspaceAccess();
  const change = useChangeNetwork();
  const isInNetwork = ids.data?.creatorIds.includes(creatorId) ?? false;

  if (!access.canManage) {
    return isInNetwork ? (
      <ToneBadge tone="success" className={cn('gap-1', className)}>
        <Heart className="size-3 fill-current" aria-hidden /> {t('brandNetwork.inYourNetwork')}
      </ToneBadge>
    ) : null;
  }

  const toggle = () =>
    change.mutate(
      { creatorId, isAdding: !isInNetwork },
      {
        onSuccess: (answer) =>
          toast({
            variant: 'success',
            title: answer?.message ?? t('brandNetwork.removed'),
            description: creatorName,
          }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: isInNetwork ? t('brandNetwork.removeFailed') : t('brandNetwork.addFailed'),
            description: isApiError(error) ? error.message : t('brandNetwork.pleaseTryAgain'),
          }),
      },
    );

  const isBusy = ids.isPending || change.isPending;
  return (
    <Button
      size="sm"
      variant={isInNetwork ? 'secondary' : 'outline'}
      className={className}
      onClick={toggle}
      disabled={isBusy}
      title={
        isInNetwork
          ? t('brandNetwork.removeNamed', { name: creatorName })
          : t('brandNetwork.addNamed', { name: creatorName })
      }
    >
      {change.isPending ? (
        <Spinner className="text-current" />
      ) : (
        <Heart className={cn(isInNetwork && 'fill-current text-primary')} aria-hidden />
      )}
      {isInNetwork ? t('brandNetwork.inYourNetwork') : t('brandNetwork.addToNetwork')}
    </Button>
  );
}
