import { CAMPAIGN_MESSAGES, CHECK_IN_MESSAGES, hasCheckIns } from '@partnerly/contracts';
import { ArrowLeft, CalendarX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useMyCampaigns } from '@/api/campaigns/my-campaigns';
import { Button } from '@/components/ui/button';
import { RetryAlert } from '@/components/ui/retry-alert';
import { PageLoader } from '@/components/ui/spinner';
import { CheckInValidator } from '../components/check-in-validator';

const CAMPAIGNS_TAB = '/dashboard?tab=campaigns';

/**
 * /campaigns/:campaignId/check-in (issue 20): the check-in validator of one of the workspace's
 * on-site or event campaigns, opened from its card. The campaign comes from the workspace's
 * list (GET /api/campaigns/mine, usually cached by the dashboard already).
 */
export function CheckInRoute() {
  const { campaignId = '' } = useParams();
  const campaigns = useMyCampaigns();
  const campaign = campaigns.data?.find((candidate) => candidate.id === campaignId);

  let body: ReactNode;
  if (campaigns.isPending) body = <PageLoader />;
  else if (campaigns.isError)
    body = (
      <div className="mx-auto w-full max-w-xl px-4 py-8">
        <RetryAlert message="Unable to load your campaigns" onRetry={() => void campaigns.refetch()} />
      </div>
    );
  else if (!campaign) body = <Unavailable title={CAMPAIGN_MESSAGES.notFound} />;
  else if (!hasCheckIns(campaign.campaignType))
    body = <Unavailable title={campaign.title} message={CHECK_IN_MESSAGES.notCheckInCampaign} />;
  else body = <CheckInValidator key={campaign.id} campaign={campaign} />;

  return (
    <>
      <nav aria-label="Breadcrumb" className="mx-auto w-full max-w-xl px-4 pt-4">
        <Button asChild variant="ghost" className="-ml-3 h-11">
          <Link to={CAMPAIGNS_TAB}>
            <ArrowLeft aria-hidden /> My Campaigns
          </Link>
        </Button>
      </nav>
      {body}
    </>
  );
}

function Unavailable({ title, message }: { title: string; message?: string }) {
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center gap-3 px-4 py-12 text-center">
      <title>Check-in · Partnerly</title>
      <CalendarX className="size-10 text-muted-foreground" aria-hidden />
      <h1 className="text-2xl font-semibold">{title}</h1>
      {message ? <p className="text-muted-foreground">{message}</p> : null}
    </section>
  );
}
