import type { AdminCampaign, CampaignStatus } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import { Ban, Flag, Pause } from 'lucide-react';
import { ScrollTable, headCell, numberCell } from '@/components/scroll-table';
import { Button } from '@/components/ui/button';
import { ToneBadge, type BadgeTone } from '@/components/ui/tone-badge';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n-provider';

/** Not words: the same in every language. */
const SEPARATOR = ' · ';

const STATUS_TONES: Record<CampaignStatus, BadgeTone> = {
  active: 'success',
  paused: 'warning',
  closed: 'danger',
  draft: 'neutral',
  completed: 'info',
};

export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, MessageKey> = {
  active: 'adminModeration.campaignStatus.active',
  paused: 'adminModeration.campaignStatus.paused',
  closed: 'adminModeration.campaignStatus.closed',
  draft: 'adminModeration.campaignStatus.draft',
  completed: 'adminModeration.campaignStatus.completed',
};

interface CampaignActions {
  onPause: (campaign: AdminCampaign) => void;
  onClose: (campaign: AdminCampaign) => void;
}

type CampaignsListProps = CampaignActions & { campaigns: AdminCampaign[] };

function StatusBadge({ status }: { status: CampaignStatus }) {
  const t = useT();
  return <ToneBadge tone={STATUS_TONES[status]}>{t(CAMPAIGN_STATUS_LABELS[status])}</ToneBadge>;
}

function ReportsBadge({ count }: { count: number }) {
  const t = useT();
  if (count === 0) return <span className="text-muted-foreground">{t('common.none')}</span>;
  return (
    <ToneBadge tone="warning">
      <Flag aria-hidden className="size-3" /> {t('adminModeration.openCount', { count })}
    </ToneBadge>
  );
}

function Brand({ campaign }: { campaign: AdminCampaign }) {
  const t = useT();
  const { brand } = campaign;
  return (
    <div className="min-w-0">
      <p className="font-medium break-words" dir="auto">
        {brand.companyName}
      </p>
      {campaign.brandProfileName ? (
        <p className="text-muted-foreground break-words">
          {t('adminModeration.profile', { name: campaign.brandProfileName })}
        </p>
      ) : null}
      {brand.owner ? (
        <p className="text-muted-foreground break-all">
          <bdi>{brand.owner.name}</bdi>
          {SEPARATOR}
          <span dir="ltr">{brand.owner.email}</span>
        </p>
      ) : (
        <p className="text-muted-foreground">{t('adminModeration.noOwner')}</p>
      )}
    </div>
  );
}

/** Pause while open; close while active or paused (the brand's own status rules). */
function RowActions({ campaign, onPause, onClose }: CampaignActions & { campaign: AdminCampaign }) {
  const canPause = campaign.status === 'active';
  const canClose = campaign.status === 'active' || campaign.status === 'paused';
  const t = useT();
  if (!canPause && !canClose) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {canPause ? (
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPause(campaign)}
          aria-label={t('adminModeration.pauseNamed', { title: campaign.title })}
        >
          <Pause aria-hidden /> {t('adminModeration.pause')}
        </Button>
      ) : null}
      {canClose ? (
        <Button
          variant="outline"
          size="sm"
          className="text-destructive"
          onClick={() => onClose(campaign)}
          aria-label={t('adminModeration.closeNamed', { title: campaign.title })}
        >
          <Ban aria-hidden /> {t('adminModeration.close')}
        </Button>
      ) : null}
    </div>
  );
}

/** The page of campaigns: cards on a phone, a table on wider screens. */
export function CampaignsList({ campaigns, onPause, onClose }: CampaignsListProps) {
  const t = useT();
  return (
    <>
      <ul className="grid gap-3 md:hidden" aria-label={t('adminModeration.campaigns')}>
        {campaigns.map((campaign) => (
          <li key={campaign.id} className="grid gap-2 rounded-xl border p-4 text-sm">
            <p className="text-base font-medium break-words" dir="auto">
              {campaign.title}
            </p>
            <Brand campaign={campaign} />
            <div className="flex flex-wrap items-center gap-2">
              <StatusBadge status={campaign.status} />
              {campaign.visibility === 'private' ? (
                <ToneBadge tone="neutral">{t('adminModeration.private')}</ToneBadge>
              ) : null}
              <span className="text-muted-foreground">
                {t('adminModeration.applicationsCreated', {
                  count: campaign.applicationsCount,
                  date: formatDate(campaign.createdAt),
                })}
              </span>
            </div>
            <p className="flex items-center gap-2">
              {t('adminModeration.reportsLabel')} <ReportsBadge count={campaign.openReports} />
            </p>
            <RowActions campaign={campaign} onPause={onPause} onClose={onClose} />
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <ScrollTable label={t('adminModeration.campaigns')}>
          <thead className="bg-muted/50 text-start">
            <tr>
              <th scope="col" className={headCell}>
                {t('adminModeration.campaign')}
              </th>
              <th scope="col" className={headCell}>
                {t('adminModeration.brand')}
              </th>
              <th scope="col" className={headCell}>
                {t('common.status')}
              </th>
              <th scope="col" className={`${headCell} text-end`}>
                {t('adminModeration.applications')}
              </th>
              <th scope="col" className={headCell}>
                {t('adminModeration.reports')}
              </th>
              <th scope="col" className={headCell}>
                {t('adminModeration.created')}
              </th>
              <th scope="col" className={headCell}>
                <span className="sr-only">{t('common.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {campaigns.map((campaign) => (
              <tr key={campaign.id} className="border-t align-top">
                <td className="px-3 py-2">
                  <p className="font-medium break-words" dir="auto">
                    {campaign.title}
                  </p>
                  {campaign.visibility === 'private' ? (
                    <p className="text-muted-foreground">{t('adminModeration.private')}</p>
                  ) : null}
                </td>
                <td className="px-3 py-2">
                  <Brand campaign={campaign} />
                </td>
                <td className="px-3 py-2">
                  <StatusBadge status={campaign.status} />
                </td>
                <td className={numberCell}>{campaign.applicationsCount}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <ReportsBadge count={campaign.openReports} />
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDate(campaign.createdAt)}</td>
                <td className="px-3 py-2">
                  <RowActions campaign={campaign} onPause={onPause} onClose={onClose} />
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </div>
    </>
  );
}
