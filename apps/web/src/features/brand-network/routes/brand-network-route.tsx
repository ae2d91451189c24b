import type { NetworkCreator } from '@partnerly/contracts';
import { Heart } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useWorkspaceAccess } from '@/api/workspace/use-workspace';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';
import { useNetwork } from '../api/get-network';
import { useChangeNetwork } from '../api/network-mutations';
import { InviteToCampaignDialog } from '../components/invite-to-campaign-dialog';
import { NetworkCreatorCard } from '../components/network-creator-card';

/**
 * /brand-network (issue 16 item 7): the workspace's favourite creators with their figures,
 * Invite to campaign and Remove. Favourites see the workspace's private campaigns.
 */
export function BrandNetworkRoute() {
  const t = useT();
  const network = useNetwork();
  const access = useWorkspaceAccess();
  const remove = useChangeNetwork();
  const [inviting, setInviting] = useState<NetworkCreator | null>(null);
  const [removing, setRemoving] = useState<NetworkCreator | null>(null);

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(
      { creatorId: removing.creatorId, isAdding: false },
      {
        onSuccess: () => {
          toast({ variant: 'success', title: t('brandNetwork.removed'), description: removing.name });
          setRemoving(null);
        },
        onError: (error) => {
          toast({
            variant: 'destructive',
            title: t('brandNetwork.removeFailed'),
            description: isApiError(error) ? error.message : t('brandNetwork.pleaseTryAgain'),
          });
          setRemoving(null);
        },
      },
    );
  };

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
      <title>{t('brandNetwork.pageTitle')}</title>
      <header className="mb-6 grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t('brandNetwork.title')}</h1>
        <p className="max-w-2xl text-muted-foreground">{t('brandNetwork.intro')}</p>
        {access.canManage ? null : (
          <p className="text-sm text-muted-foreground">{t('brandNetwork.managersOnly')}</p>
        )}
      </header>

      {network.data ? (
        network.data.length === 0 ? (
          <EmptyNetwork />
        ) : (
          <ul aria-label={t('brandNetwork.list')} className="grid gap-4 md:grid-cols-2">
            {network.data.map((creator) => (
              <li key={creator.creatorId} className="grid">
                <NetworkCreatorCard
                  creator={creator}
                  onInvite={() => setInviting(creator)}
                  onRemove={access.canManage ? () => setRemoving(creator) : undefined}
                  canMessage={access.canManage}
                />
              </li>
            ))}
          </ul>
        )
      ) : network.isError ? (
        <RetryAlert
          message={
            isApiError(network.error) && network.error.status > 0 && network.error.status < 500
              ? network.error.message
              : t('brandNetwork.loadFailed')
          }
          onRetry={() => void network.refetch()}
        />
      ) : (
        <div role="status" aria-label={t('brandNetwork.loading')} className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-56 w-full" />
          <Skeleton className="h-56 w-full" />
        </div>
      )}

      <InviteToCampaignDialog
        creator={inviting}
        onOpenChange={(open) => (open ? undefined : setInviting(null))}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={t('brandNetwork.removeTitle', { name: removing?.name ?? t('brandNetwork.thisCreator') })}
        description={t('brandNetwork.removeDescription')}
        confirmLabel={t('common.remove')}
        onConfirm={confirmRemove}
        isPending={remove.isPending}
      />
    </div>
  );
}

function EmptyNetwork() {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-4 py-12 text-center">
      <Heart className="size-10 text-muted-foreground" aria-hidden />
      <h2 className="text-lg font-semibold">{t('brandNetwork.empty')}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{t('brandNetwork.emptyHint')}</p>
      <Button asChild variant="outline">
        <Link to="/dashboard?tab=campaigns">{t('brandNetwork.goToCampaigns')}</Link>
      </Button>
    </div>
  );
}
