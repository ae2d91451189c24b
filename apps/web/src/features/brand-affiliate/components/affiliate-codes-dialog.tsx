import {
  BRAND_AFFILIATE_MESSAGES,
  type AcceptedCreator,
  type BrandAffiliateCode,
} from '@partnerly/contracts';
import { ExternalLink, TicketPercent } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { useCampaignCodes } from '../api/campaign-codes';
import { useLoadFailureToast } from '../api/load-failure-toast';
import { useLiveAffiliate } from '../api/use-live-affiliate';
import { AffiliateCodeForm } from './affiliate-code-form';

export interface AffiliateCodesDialogProps {
  /** The campaign whose codes are shown; null keeps the dialog closed. */
  campaign: { id: string; title: string } | null;
  onOpenChange(open: boolean): void;
}

/**
 * The Campaign Affiliate Codes dialog (spec 02 section 2): the campaign's accepted creators with
 * the codes they have (active ones, and deleted ones as secondary), and the form that adds one.
 */
export function AffiliateCodesDialog({ campaign, onOpenChange }: AffiliateCodesDialogProps) {
  return (
    <Dialog open={campaign !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] gap-5 overflow-y-auto sm:max-w-2xl">
        <DialogHeader className="pr-8 text-left">
          <DialogTitle>Affiliate Codes</DialogTitle>
          <DialogDescription className="break-words">
            {campaign ? `Codes your accepted creators share for "${campaign.title}".` : null}
          </DialogDescription>
        </DialogHeader>
        {campaign ? <CampaignCodes key={campaign.id} campaignId={campaign.id} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function CampaignCodes({ campaignId }: { campaignId: string }) {
  const codes = useCampaignCodes(campaignId);
  useLiveAffiliate();
  useLoadFailureToast(codes, BRAND_AFFILIATE_MESSAGES.loadAcceptedFailed);

  if (codes.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-label="Loading accepted creators">
        <Skeleton className="h-20 w-full rounded-lg" />
        <Skeleton className="h-20 w-full rounded-lg" />
      </div>
    );
  }
  if (codes.isError) {
    return (
      <RetryAlert
        message={BRAND_AFFILIATE_MESSAGES.loadAcceptedFailed}
        onRetry={() => void codes.refetch()}
      />
    );
  }
  const { creators, canManage, defaultBrandUrl } = codes.data;
  if (creators.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-6 py-10 text-center">
        <TicketPercent className="size-8 text-muted-foreground" aria-hidden />
        <p className="font-semibold">No accepted creators yet</p>
        <p className="max-w-sm text-sm text-muted-foreground">
          Approve applications first: each creator you approve gets a code, and you can add more here.
        </p>
      </div>
    );
  }
  return (
    <div className="grid gap-6">
      <ul aria-label="Accepted creators" className="grid gap-3">
        {creators.map((creator) => (
          <li key={creator.creatorId}>
            <CreatorCodes creator={creator} />
          </li>
        ))}
      </ul>
      {canManage ? (
        <AffiliateCodeForm campaignId={campaignId} creators={creators} defaultBrandUrl={defaultBrandUrl} />
      ) : (
        <p className="text-sm text-muted-foreground">
          Owners, managers and the members who work on this campaign&apos;s brand profile add codes.
        </p>
      )}
    </div>
  );
}

function CreatorCodes({ creator }: { creator: AcceptedCreator }) {
  const headingId = `affiliate-creator-${creator.creatorId}`;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border p-4">
      <h3 id={headingId} className="font-semibold break-words">
        {creator.name}
      </h3>
      {creator.codes.length === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">No codes yet</p>
      ) : (
        <ul className="mt-3 grid gap-2" aria-label={`Codes of ${creator.name}`}>
          {creator.codes.map((code) => (
            <li key={code.id}>
              <CodeLine code={code} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CodeLine({ code }: { code: BrandAffiliateCode }) {
  const isActive = code.status === 'active';
  return (
    <div className={isActive ? 'grid gap-1' : 'grid gap-1 text-muted-foreground'}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-sm font-semibold break-all">{code.code}</span>
        {isActive ? (
          code.isExpired ? (
            <Badge variant="secondary">Expired</Badge>
          ) : (
            <Badge className="border-success/40 bg-success/10 text-success" variant="outline">
              Active
            </Badge>
          )
        ) : (
          <Badge variant="secondary">Deleted</Badge>
        )}
        {code.isFromApproval ? <span className="text-xs text-muted-foreground">From approval</span> : null}
      </div>
      <p className="text-xs text-muted-foreground">
        {code.expiresOn
          ? `${code.isExpired ? 'Expired after' : 'Works through'} ${formatDate(code.expiresOn)}`
          : 'No expiry'}
        {code.brandUrl ? (
          <>
            {' · '}
            <a
              href={code.brandUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 break-all underline underline-offset-2"
            >
              {code.brandUrl}
              <ExternalLink className="size-3 shrink-0" aria-hidden />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </>
        ) : null}
      </p>
      {code.instructions ? <p className="text-xs break-words">{code.instructions}</p> : null}
    </div>
  );
}
