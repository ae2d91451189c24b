import { NETWORK_MESSAGES, type NetworkCreator } from '@partnerly/contracts';
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
import { useNetwork } from '../api/get-network';
import { useChangeNetwork } from '../api/network-mutations';
import { InviteToCampaignDialog } from '../components/invite-to-campaign-dialog';
import { NetworkCreatorCard } from '../components/network-creator-card';

/**
 * /brand-network (issue 16 item 7): the workspace's favourite creators with their figures,
 * Invite to campaign and Remove. Favourites see the workspace's private campaigns.
 */
export function BrandNetworkRoute() {
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
          toast({ variant: 'success', title: NETWORK_MESSAGES.removed, description: removing.name });
          setRemoving(null);
        },
        onError: (error) => {
          toast({
            variant: 'destructive',
            title: 'Could not remove from your network',
            description: isApiError(error) ? error.message : 'Please try again.',
          });
          setRemoving(null);
        },
      },
    );
  };

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
      <title>My Network · Partnerly</title>
      <header className="mb-6 grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">My Network</h1>
        <p className="max-w-2xl text-muted-foreground">
          The creators you keep as favourites. They see your private campaigns, and you can invite them to
          one.
        </p>
        {access.canManage ? null : (
          <p className="text-sm text-muted-foreground">
            Only owners and managers of your brand workspace can add or remove creators.
          </p>
        )}
      </header>

      {network.data ? (
        network.data.length === 0 ? (
          <EmptyNetwork />
        ) : (
          <ul aria-label="Creators in your network" className="grid gap-4 md:grid-cols-2">
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
              : 'Failed to load your network'
          }
          onRetry={() => void network.refetch()}
        />
      ) : (
        <div role="status" aria-label="Loading your network" className="grid gap-4 md:grid-cols-2">
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
        title={`Remove ${removing?.name ?? 'this creator'} from your network?`}
        description="They will no longer see your private campaigns, unless you approved them for one of your campaigns. You can add them again from their application."
        confirmLabel="Remove"
        onConfirm={confirmRemove}
        isPending={remove.isPending}
      />
    </div>
  );
}

function EmptyNetwork() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-4 py-12 text-center">
      <Heart className="size-10 text-muted-foreground" aria-hidden />
      <h2 className="text-lg font-semibold">No creators in your network yet</h2>
      <p className="max-w-md text-sm text-muted-foreground">
        Open the applications of one of your campaigns and choose Add to network on a creator you want to work
        with again. Creators in your network see your private campaigns, and you can invite them to one.
      </p>
      <Button asChild variant="outline">
        <Link to="/dashboard?tab=campaigns">Go to Campaigns</Link>
      </Button>
    </div>
  );
}
