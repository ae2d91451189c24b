import { SHARE_LINK_MESSAGES, type ShareLink } from '@partnerly/contracts';
import { Copy, ExternalLink, Eye, Link2, Power, PowerOff, RefreshCw } from 'lucide-react';
import { useRef, useState } from 'react';
import {
  useCreateShareLink,
  useRegenerateShareLink,
  useSetShareLinkActive,
  useShareLink,
} from '@/api/share-link/share-link';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { ToneBadge } from '@/components/ui/tone-badge';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';

/** The address people open: this app's origin and the link's path (/creator/{shareCode}). */
const fullUrlOf = (link: ShareLink) => new URL(link.path, window.location.origin).toString();

const failed = (title: string, error: unknown) =>
  toast({ title, description: isApiError(error) ? error.message : undefined, variant: 'destructive' });

const viewsLabel = (count: number) => `${count.toLocaleString()} ${count === 1 ? 'view' : 'views'}`;

function NoShareLink() {
  const create = useCreateShareLink();
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-6 text-center">
      <Link2 className="size-8 text-muted-foreground" aria-hidden />
      <div className="grid gap-1">
        <p className="font-semibold">You have no share link yet</p>
        <p className="text-sm text-muted-foreground">
          Create one to get a page with all your public codes, ready for your bio and stories.
        </p>
      </div>
      <Button
        type="button"
        disabled={create.isPending}
        onClick={() =>
          create.mutate(undefined, {
            onSuccess: () => toast({ title: SHARE_LINK_MESSAGES.created, variant: 'success' }),
            onError: (error) => failed(SHARE_LINK_MESSAGES.createFailed, error),
          })
        }
      >
        {create.isPending ? <Spinner className="text-current" /> : <Link2 aria-hidden />} Create Share Link
      </Button>
    </div>
  );
}

function ShareLinkDetails({ link }: { link: ShareLink }) {
  const url = fullUrlOf(link);
  const inputRef = useRef<HTMLInputElement>(null);
  const [isConfirmingRegenerate, setIsConfirmingRegenerate] = useState(false);
  const setActive = useSetShareLinkActive();
  const regenerate = useRegenerateShareLink();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: SHARE_LINK_MESSAGES.copied, variant: 'success' });
    } catch {
      // No clipboard (an insecure origin, a refused permission): select it for a manual copy.
      inputRef.current?.select();
      toast({ title: SHARE_LINK_MESSAGES.copyFailed, variant: 'destructive' });
    }
  };

  const toggle = () =>
    setActive.mutate(
      { isActive: !link.isActive },
      {
        onSuccess: ({ message }) => toast({ title: message, variant: 'success' }),
        onError: (error) => failed(SHARE_LINK_MESSAGES.updateFailed, error),
      },
    );

  const confirmRegenerate = () =>
    regenerate.mutate(undefined, {
      onSuccess: () => {
        setIsConfirmingRegenerate(false);
        toast({ title: SHARE_LINK_MESSAGES.regenerated, variant: 'success' });
      },
      onError: (error) => {
        setIsConfirmingRegenerate(false);
        failed(SHARE_LINK_MESSAGES.regenerateFailed, error);
      },
    });

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <ToneBadge tone={link.isActive ? 'success' : 'neutral'}>
          {link.isActive ? 'Active' : 'Inactive'}
        </ToneBadge>
        <span
          className="inline-flex items-center gap-1.5 text-muted-foreground"
          data-testid="share-link-views"
        >
          <Eye className="size-4" aria-hidden /> {viewsLabel(link.viewCount)}
        </span>
      </div>
      <div className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
        <TextField
          ref={inputRef}
          label="Your share link"
          readOnly
          value={url}
          className="min-w-0"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button type="button" onClick={() => void copy()}>
          <Copy aria-hidden /> Copy Link
        </Button>
      </div>
      {link.isActive ? null : (
        <p className="text-sm text-muted-foreground">
          The link is inactive: visitors see &lsquo;Creator Not Found&rsquo; until you activate it again.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <a href={link.path} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden /> Open Public Page
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Button>
        <Button type="button" variant="outline" disabled={setActive.isPending} onClick={toggle}>
          {setActive.isPending ? (
            <Spinner className="text-current" />
          ) : link.isActive ? (
            <PowerOff aria-hidden />
          ) : (
            <Power aria-hidden />
          )}
          {link.isActive ? 'Deactivate' : 'Activate'}
        </Button>
        <ConfirmDialog
          open={isConfirmingRegenerate}
          onOpenChange={setIsConfirmingRegenerate}
          trigger={
            <Button type="button" variant="outline">
              <RefreshCw aria-hidden /> Regenerate Link
            </Button>
          }
          title="Generate a new share link?"
          description={
            <>
              Your current link stops working at once: anyone who opens{' '}
              <span className="break-all">{url}</span> sees &lsquo;Creator Not Found&rsquo;. The new link is
              active. Your view count stays.
            </>
          }
          confirmLabel="Generate New Link"
          confirmVariant="default"
          onConfirm={confirmRegenerate}
          isPending={regenerate.isPending}
        />
      </div>
    </div>
  );
}

/**
 * Share Your Codes (spec 03): the creator's share link to their public page, with copy,
 * activate or deactivate, regenerate and its view count.
 */
export function ShareLinksTab() {
  const query = useShareLink();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Share Your Codes</CardTitle>
        <CardDescription>
          One link to a page with all your public codes. Put it in your bio, stories or messages.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div className="grid gap-3" role="status" aria-busy="true" aria-label="Loading your share link">
            <Skeleton className="h-5 w-32" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-64" />
          </div>
        ) : query.isError ? (
          <RetryAlert message={SHARE_LINK_MESSAGES.loadFailed} onRetry={() => void query.refetch()} />
        ) : query.data.shareLink ? (
          <ShareLinkDetails link={query.data.shareLink} />
        ) : (
          <NoShareLink />
        )}
      </CardContent>
    </Card>
  );
}
