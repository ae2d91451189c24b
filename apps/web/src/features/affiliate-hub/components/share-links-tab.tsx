import type { ShareLink } from '@partnerly/contracts';
import { Copy, ExternalLink, Eye, Link2, Power, PowerOff, RefreshCw } from 'lucide-react';
import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
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
import { useT } from '@/lib/i18n/i18n-provider';

/** The address people open: this app's origin and the link's path (/creator/{shareCode}). */
const fullUrlOf = (link: ShareLink) => new URL(link.path, window.location.origin).toString();

const failed = (title: string, error: unknown) =>
  toast({ title, description: isApiError(error) ? error.message : undefined, variant: 'destructive' });

function NoShareLink() {
  const t = useT();
  const create = useCreateShareLink();
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-6 text-center">
      <Link2 className="size-8 text-muted-foreground" aria-hidden />
      <div className="grid gap-1">
        <p className="font-semibold">{t('affiliateHub.noShareLink')}</p>
        <p className="text-sm text-muted-foreground">{t('affiliateHub.noShareLinkDetail')}</p>
      </div>
      <Button
        type="button"
        disabled={create.isPending}
        onClick={() =>
          create.mutate(undefined, {
            onSuccess: () => toast({ title: t('affiliateHub.linkCreated'), variant: 'success' }),
            onError: (error) => failed(t('affiliateHub.linkCreateFailed'), error),
          })
        }
      >
        {create.isPending ? <Spinner className="text-current" /> : <Link2 aria-hidden />}
        {t('affiliateHub.createShareLink')}
      </Button>
    </div>
  );
}

function ShareLinkDetails({ link }: { link: ShareLink }) {
  const t = useT();
  const url = fullUrlOf(link);
  const inputRef = useRef<HTMLInputElement>(null);
  const [isConfirmingRegenerate, setIsConfirmingRegenerate] = useState(false);
  const setActive = useSetShareLinkActive();
  const regenerate = useRegenerateShareLink();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('affiliateHub.linkCopied'), variant: 'success' });
    } catch {
      // No clipboard (an insecure origin, a refused permission): select it for a manual copy.
      inputRef.current?.select();
      toast({ title: t('affiliateHub.linkCopyFailed'), variant: 'destructive' });
    }
  };

  const toggle = () =>
    setActive.mutate(
      { isActive: !link.isActive },
      {
        onSuccess: ({ shareLink }) =>
          toast({
            title: t(shareLink.isActive ? 'affiliateHub.linkActivated' : 'affiliateHub.linkDeactivated'),
            variant: 'success',
          }),
        onError: (error) => failed(t('affiliateHub.linkUpdateFailed'), error),
      },
    );

  const confirmRegenerate = () =>
    regenerate.mutate(undefined, {
      onSuccess: () => {
        setIsConfirmingRegenerate(false);
        toast({ title: t('affiliateHub.linkRegenerated'), variant: 'success' });
      },
      onError: (error) => {
        setIsConfirmingRegenerate(false);
        failed(t('affiliateHub.linkRegenerateFailed'), error);
      },
    });

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <ToneBadge tone={link.isActive ? 'success' : 'neutral'}>
          {link.isActive ? t('affiliateHub.active') : t('affiliateHub.inactive')}
        </ToneBadge>
        <span
          className="inline-flex items-center gap-1.5 text-muted-foreground"
          data-testid="share-link-views"
        >
          <Eye className="size-4" aria-hidden /> {t('affiliateHub.linkViews', { count: link.viewCount })}
        </span>
      </div>
      <div className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
        <TextField
          ref={inputRef}
          label={t('affiliateHub.yourShareLink')}
          readOnly
          dir="ltr"
          value={url}
          className="min-w-0"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button type="button" onClick={() => void copy()}>
          <Copy aria-hidden /> {t('affiliateHub.copyLink')}
        </Button>
      </div>
      {link.isActive ? null : (
        <p className="text-sm text-muted-foreground">{t('affiliateHub.linkInactive')}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <a href={link.path} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden /> {t('affiliateHub.openPublicPage')}
            <span className="sr-only">{t('affiliateHub.opensInNewTab')}</span>
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
          {link.isActive ? t('affiliateHub.deactivate') : t('affiliateHub.activate')}
        </Button>
        <ConfirmDialog
          open={isConfirmingRegenerate}
          onOpenChange={setIsConfirmingRegenerate}
          trigger={
            <Button type="button" variant="outline">
              <RefreshCw aria-hidden /> {t('affiliateHub.regenerate')}
            </Button>
          }
          title={t('affiliateHub.regenerateTitle')}
          description={
            <FormattedMessage
              id="affiliateHub.regenerateDescription"
              values={{
                url: () => (
                  <span dir="ltr" className="break-all">
                    {url}
                  </span>
                ),
              }}
            />
          }
          confirmLabel={t('affiliateHub.generateNew')}
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
  const t = useT();
  const query = useShareLink();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">{t('affiliateHub.shareTitle')}</CardTitle>
        <CardDescription>{t('affiliateHub.shareDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div
            className="grid gap-3"
            role="status"
            aria-busy="true"
            aria-label={t('affiliateHub.loadingShareLink')}
          >
            <Skeleton className="h-5 w-32" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-64" />
          </div>
        ) : query.isError ? (
          <RetryAlert message={t('affiliateHub.linkLoadFailed')} onRetry={() => void query.refetch()} />
        ) : query.data.shareLink ? (
          <ShareLinkDetails link={query.data.shareLink} />
        ) : (
          <NoShareLink />
        )}
      </CardContent>
    </Card>
  );
}
