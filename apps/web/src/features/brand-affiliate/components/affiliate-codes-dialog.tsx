import type { AcceptedCreator, BrandAffiliateCode } from '@partnerly/contracts';
import { ExternalLink, TicketPercent } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n-provider';
import { useCampaignCodes } from '../api/campaign-codes';
import { useLoadFailureToast } from '../api/load-failure-toast';
import { useLiveAffiliate } from '../api/use-live-affiliate';
import { AffiliateCodeForm } from './affiliate-code-form';

const SEPARATOR = ' · ';

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
  const t = useT();
  return (
    <Dialog open={campaign !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] gap-5 overflow-y-auto sm:max-w-2xl">
        <DialogHeader className="pe-8 text-start">
          <DialogTitle>{t('brandAffiliate.dialogTitle')}</DialogTitle>
          <DialogDescription className="break-words">
            {campaign ? t('brandAffiliate.dialogDescription', { campaign: campaign.title }) : null}
          </DialogDescription>
        </DialogHeader>
        {campaign ? <CampaignCodes key={campaign.id} campaignId={campaign.id} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function CampaignCodes({ campaignId }: { campaignId: string }) {
  const t = useT();
  const codes = useCampaignCodes(campaignId);
  useLiveAffiliate();
  useLoadFailureToast(codes, t('brandAffiliate.loadAcceptedFailed'));

  if (codes.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-label={t('brandAffiliate.loadingAccepted')}>
        <Skeleton className="h-20 w-full rounded-lg" />
        <Skeleton className="h-20 w-full rounded-lg" />
      </div>
    );
  }
  if (codes.isError) {
    return (
      <RetryAlert message={t('brandAffiliate.loadAcceptedFailed')} onRetry={() => void codes.refetch()} />
    );
  }
  const { creators, canManage, defaultBrandUrl } = codes.data;
  if (creators.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-6 py-10 text-center">
        <TicketPercent className="size-8 text-muted-foreground" aria-hidden />
        <p className="font-semibold">{t('brandAffiliate.noAccepted')}</p>
        <p className="max-w-sm text-sm text-muted-foreground">{t('brandAffiliate.noAcceptedDetail')}</p>
      </div>
    );
  }
  return (
    <div className="grid gap-6">
      <ul aria-label={t('brandAffiliate.acceptedCreators')} className="grid gap-3">
        {creators.map((creator) => (
          <li key={creator.creatorId}>
            <CreatorCodes creator={creator} />
          </li>
        ))}
      </ul>
      {canManage ? (
        <AffiliateCodeForm campaignId={campaignId} creators={creators} defaultBrandUrl={defaultBrandUrl} />
      ) : (
        <p className="text-sm text-muted-foreground">{t('brandAffiliate.whoAddsCodes')}</p>
      )}
    </div>
  );
}

function CreatorCodes({ creator }: { creator: AcceptedCreator }) {
  const t = useT();
  const headingId = `affiliate-creator-${creator.creatorId}`;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border p-4">
      <h3 id={headingId} className="font-semibold break-words">
        {creator.name}
      </h3>
      {creator.codes.length === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">{t('brandAffiliate.noCodesYet')}</p>
      ) : (
        <ul className="mt-3 grid gap-2" aria-label={t('brandAffiliate.codesOf', { name: creator.name })}>
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
  const t = useT();
  const isActive = code.status === 'active';
  return (
    <div className={isActive ? 'grid gap-1' : 'grid gap-1 text-muted-foreground'}>
      <div className="flex flex-wrap items-center gap-2">
        <span dir="ltr" className="font-mono text-sm font-semibold break-all">
          {code.code}
        </span>
        {isActive ? (
          code.isExpired ? (
            <Badge variant="secondary">{t('brandAffiliate.expired')}</Badge>
          ) : (
            <Badge className="border-success/40 bg-success/10 text-success" variant="outline">
              {t('brandAffiliate.active')}
            </Badge>
          )
        ) : (
          <Badge variant="secondary">{t('brandAffiliate.deleted')}</Badge>
        )}
        {code.isFromApproval ? (
          <span className="text-xs text-muted-foreground">{t('brandAffiliate.fromApproval')}</span>
        ) : null}
      </div>
      <p className="text-xs text-muted-foreground">
        {code.expiresOn
          ? t(code.isExpired ? 'brandAffiliate.expiredAfter' : 'brandAffiliate.worksThrough', {
              date: formatDate(code.expiresOn),
            })
          : t('brandAffiliate.noExpiry')}
        {code.brandUrl ? (
          <>
            {SEPARATOR}
            <a
              dir="ltr"
              href={code.brandUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 break-all underline underline-offset-2"
            >
              {code.brandUrl}
              <ExternalLink className="size-3 shrink-0" aria-hidden />
              <span className="sr-only">{t('brandAffiliate.opensInNewTab')}</span>
            </a>
          </>
        ) : null}
      </p>
      {code.instructions ? <p className="text-xs break-words">{code.instructions}</p> : null}
    </div>
  );
}
