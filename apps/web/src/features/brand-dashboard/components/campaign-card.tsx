import { hasCheckIns, platformLabel, type BrandCampaign } from '@partnerly/contracts';
import { CalendarDays, CircleAlert, Lock, ScanLine, Users, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { useWorkspaceAccess } from '@/api/workspace/use-workspace';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { checkInPath } from '@/lib/check-in-path';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n-provider';
import { cn } from '@/lib/utils';
import { CampaignActionsMenu } from './campaign-actions-menu';
import { budgetText, CAMPAIGN_STATUS_KEYS, CAMPAIGN_TYPE_KEYS } from './dashboard-format';

const STATUS_BADGE: Record<BrandCampaign['status'], string> = {
  active: 'border-success/40 bg-success/10 text-success',
  paused:
    'border-amber-300 bg-amber-50 text-amber-800 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200',
  closed: 'text-muted-foreground',
  draft: 'border-transparent bg-secondary text-secondary-foreground',
  completed: 'border-transparent bg-secondary text-secondary-foreground',
};

interface CampaignCardProps {
  campaign: BrandCampaign;
  onEdit(): void;
  onViewApplications?(): void;
  onViewSubmissions?(): void;
  onViewReport?(): void;
  onManageAffiliateCodes?(): void;
}

export function CampaignCard({
  campaign,
  onEdit,
  onViewApplications,
  onViewSubmissions,
  onViewReport,
  onManageAffiliateCodes,
}: CampaignCardProps) {
  const t = useT();
  const titleId = `campaign-title-${campaign.id}`;
  // On-site and event campaigns check their creators in at the door; those who may work on the
  // campaign do (the API's rule).
  const canWorkOn = !useWorkspaceAccess().workReason(campaign.brandProfileId);
  const hasCheckInDesk = hasCheckIns(campaign.campaignType) && canWorkOn;
  return (
    <article aria-labelledby={titleId} className="rounded-xl border bg-card p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={titleId} className="text-lg leading-tight font-semibold break-words">
              {campaign.title}
            </h2>
            <Badge variant="outline" className={STATUS_BADGE[campaign.status]}>
              {t(CAMPAIGN_STATUS_KEYS[campaign.status])}
            </Badge>
            {campaign.visibility === 'private' ? (
              <Badge variant="outline" className="gap-1">
                <Lock className="size-3" aria-hidden /> {t('brandDashboard.private')}
              </Badge>
            ) : null}
          </div>
          <p className="text-sm text-muted-foreground">
            {t('brandDashboard.typeAndPlatforms', {
              type: t(CAMPAIGN_TYPE_KEYS[campaign.campaignType]),
              platforms: campaign.platforms.map(platformLabel).join(t('brandDashboard.listSeparator')),
            })}
          </p>
        </div>
        <CampaignActionsMenu
          campaign={campaign}
          onEdit={onEdit}
          onViewApplications={onViewApplications}
          onViewSubmissions={onViewSubmissions}
          onViewReport={onViewReport}
          onManageAffiliateCodes={onManageAffiliateCodes}
        />
      </div>

      {campaign.notice ? (
        <p
          className={cn(
            'mt-4 flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium',
            campaign.status === 'paused'
              ? 'bg-amber-50 text-amber-900 dark:bg-amber-500/10 dark:text-amber-200'
              : 'bg-muted text-muted-foreground',
          )}
        >
          <CircleAlert className="size-4 shrink-0" aria-hidden />
          {campaign.notice}
        </p>
      ) : null}

      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
        <div className="flex items-center gap-2">
          <dt className="sr-only">{t('brandDashboard.budget')}</dt>
          <Wallet className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <dd>{budgetText(t, campaign.budgetMin, campaign.budgetMax)}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="sr-only">{t('brandDashboard.applicationDeadline')}</dt>
          <CalendarDays className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <dd>{t('brandDashboard.applyBy', { date: formatDate(campaign.applicationDeadline) })}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="sr-only">{t('brandDashboard.applications')}</dt>
          <Users className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <dd className="font-medium">
            {t('brandDashboard.applicationsCount', { count: campaign.applicationsCount })}
          </dd>
        </div>
      </dl>

      {hasCheckInDesk ? (
        <div className="mt-4 flex border-t pt-4">
          <Button asChild variant="outline" className="h-11 w-full sm:w-auto">
            <Link
              to={checkInPath(campaign.id)}
              aria-label={t('brandDashboard.checkInFor', { title: campaign.title })}
            >
              <ScanLine aria-hidden /> {t('brandDashboard.checkIn')}
            </Link>
          </Button>
        </div>
      ) : null}
    </article>
  );
}
