import { Megaphone, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useMyCampaigns } from '@/api/campaigns/my-campaigns';
import { useT } from '@/lib/i18n/i18n-provider';
import type { CampaignRef } from './brand-dashboard';
import { CampaignCard } from './campaign-card';
import { LoadFailure } from './load-failure';

interface CampaignsTabProps {
  onCreateCampaign(): void;
  onEditCampaign(campaignId: string): void;
  onViewApplications?(campaign: CampaignRef): void;
  onViewSubmissions?(campaignId: string): void;
  onViewReport?(campaign: CampaignRef): void;
  onManageAffiliateCodes?(campaign: CampaignRef): void;
}

/** The Campaigns tab: the brand's campaigns, newest first, each with its action menu. */
export function CampaignsTab({
  onCreateCampaign,
  onEditCampaign,
  onViewApplications,
  onViewSubmissions,
  onViewReport,
  onManageAffiliateCodes,
}: CampaignsTabProps) {
  const t = useT();
  const campaigns = useMyCampaigns();

  return (
    <div className="grid gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('brandDashboard.myCampaigns')}</h1>
          <p className="mt-2 text-muted-foreground">{t('brandDashboard.myCampaignsIntro')}</p>
        </div>
        {campaigns.data?.length ? (
          <Button size="lg" onClick={onCreateCampaign}>
            <Plus aria-hidden /> {t('brandDashboard.createCampaign')}
          </Button>
        ) : null}
      </header>

      {campaigns.isPending ? (
        <div className="grid gap-4" role="status" aria-label={t('brandDashboard.loadingCampaigns')}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-40 w-full rounded-xl" />
          ))}
        </div>
      ) : campaigns.isError ? (
        <LoadFailure
          title={t('brandDashboard.campaignsFailed')}
          message={campaigns.error.message}
          onRetry={() => void campaigns.refetch()}
        />
      ) : campaigns.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary/10">
            <Megaphone className="size-6 text-primary" aria-hidden />
          </span>
          <h2 className="text-lg font-semibold">{t('brandDashboard.noCampaigns')}</h2>
          <p className="max-w-md text-sm text-muted-foreground">{t('brandDashboard.noCampaignsHint')}</p>
          <Button onClick={onCreateCampaign}>
            <Plus aria-hidden /> {t('brandDashboard.createCampaign')}
          </Button>
        </div>
      ) : (
        <ul aria-label={t('brandDashboard.yourCampaigns')} className="grid gap-4">
          {campaigns.data.map((campaign) => (
            <li key={campaign.id}>
              <CampaignCard
                campaign={campaign}
                onEdit={() => onEditCampaign(campaign.id)}
                onViewApplications={
                  onViewApplications
                    ? () => onViewApplications({ id: campaign.id, title: campaign.title })
                    : undefined
                }
                onViewSubmissions={onViewSubmissions ? () => onViewSubmissions(campaign.id) : undefined}
                onViewReport={
                  onViewReport ? () => onViewReport({ id: campaign.id, title: campaign.title }) : undefined
                }
                onManageAffiliateCodes={
                  onManageAffiliateCodes
                    ? () => onManageAffiliateCodes({ id: campaign.id, title: campaign.title })
                    : undefined
                }
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
