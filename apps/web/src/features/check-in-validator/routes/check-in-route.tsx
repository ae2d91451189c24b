import { hasCheckIns } from '@partnerly/contracts';
import { ArrowLeft, CalendarX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useMyCampaigns } from '@/api/campaigns/my-campaigns';
import { Button } from '@/components/ui/button';
import { RetryAlert } from '@/components/ui/retry-alert';
import { PageLoader } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/i18n-provider';
import { CheckInValidator } from '../components/check-in-validator';

const CAMPAIGNS_TAB = '/dashboard?tab=campaigns';

/**
 * /campaigns/:campaignId/check-in (issue 20): the check-in validator of one of the workspace's
 * on-site or event campaigns, opened from its card. The campaign comes from the workspace's
 * list (GET /api/campaigns/mine, usually cached by the dashboard already).
 */
export function CheckInRoute() {
  const t = useT();
  const { campaignId = '' } = useParams();
  const campaigns = useMyCampaigns();
  const campaign = campaigns.data?.find((candidate) => candidate.id === campaignId);

  let body: ReactNode;
  if (campaigns.isPending) body = <PageLoader />;
  else if (campaigns.isError)
    body = (
      <div className="mx-auto w-full max-w-xl px-4 py-8">
        <RetryAlert message={t('checkIn.campaignsLoadFailed')} onRetry={() => void campaigns.refetch()} />
      </div>
    );
  else if (!campaign) body = <Unavailable title={t('checkIn.campaignNotFound')} />;
  else if (!hasCheckIns(campaign.campaignType))
    body = <Unavailable title={campaign.title} message={t('checkIn.notCheckInCampaign')} />;
  else body = <CheckInValidator key={campaign.id} campaign={campaign} />;

  return (
    <>
      <nav aria-label={t('checkIn.breadcrumb')} className="mx-auto w-full max-w-xl px-4 pt-4">
        <Button asChild variant="ghost" className="-ms-3 h-11">
          <Link to={CAMPAIGNS_TAB}>
            <ArrowLeft aria-hidden className="rtl:-scale-x-100" /> {t('checkIn.myCampaigns')}
          </Link>
        </Button>
      </nav>
      {body}
    </>
  );
}

function Unavailable({ title, message }: { title: string; message?: string }) {
  const t = useT();
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center gap-3 px-4 py-12 text-center">
      <title>{t('checkIn.pageTitleShort')}</title>
      <CalendarX className="size-10 text-muted-foreground" aria-hidden />
      <h1 className="text-2xl font-semibold">{title}</h1>
      {message ? <p className="text-muted-foreground">{message}</p> : null}
    </section>
  );
}
