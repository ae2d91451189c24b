import { CAMPAIGN_STATUS_LABELS, type AdminCampaign, type CampaignStatus } from '@partnerly/contracts';
import { Ban, Flag, Pause } from 'lucide-react';
import { ScrollTable, headCell, numberCell } from '@/components/scroll-table';
import { Button } from '@/components/ui/button';
import { ToneBadge, type BadgeTone } from '@/components/ui/tone-badge';
import { formatDate } from '@/lib/format';

const STATUS_TONES: Record<CampaignStatus, BadgeTone> = {
  active: 'success',
  paused: 'warning',
  closed: 'danger',
  draft: 'neutral',
  completed: 'info',
};

interface CampaignActions {
  onPause: (campaign: AdminCampaign) => void;
  onClose: (campaign: AdminCampaign) => void;
}

type CampaignsListProps = CampaignActions & { campaigns: AdminCampaign[] };

function StatusBadge({ status }: { status: CampaignStatus }) {
  return <ToneBadge tone={STATUS_TONES[status]}>{CAMPAIGN_STATUS_LABELS[status]}</ToneBadge>;
}

function ReportsBadge({ count }: { count: number }) {
  if (count === 0) return <span className="text-muted-foreground">None</span>;
  return (
    <ToneBadge tone="warning">
      <Flag aria-hidden className="size-3" /> {count} open
    </ToneBadge>
  );
}

function Brand({ campaign }: { campaign: AdminCampaign }) {
  const { brand } = campaign;
  return (
    <div className="min-w-0">
      <p className="font-medium break-words">{brand.companyName}</p>
      {campaign.brandProfileName ? (
        <p className="text-muted-foreground break-words">Profile: {campaign.brandProfileName}</p>
      ) : null}
      {brand.owner ? (
        <p className="text-muted-foreground break-all">
          {brand.owner.name} · {brand.owner.email}
        </p>
      ) : (
        <p className="text-muted-foreground">No owner left</p>
      )}
    </div>
  );
}

/** Pause while open; close while active or paused (the brand's own status rules). */
function RowActions({ campaign, onPause, onClose }: CampaignActions & { campaign: AdminCampaign }) {
  const canPause = campaign.status === 'active';
  const canClose = campaign.status === 'active' || campaign.status === 'paused';
  if (!canPause && !canClose) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {canPause ? (
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPause(campaign)}
          aria-label={`Pause ${campaign.title}`}
        >
          <Pause aria-hidden /> Pause
        </Button>
      ) : null}
      {canClose ? (
        <Button
          variant="outline"
          size="sm"
          className="text-destructive"
          onClick={() => onClose(campaign)}
          aria-label={`Close ${campaign.title}`}
        >
          <Ban aria-hidden /> Close
        </Button>
      ) : null}
    </div>
  );
}

/** The page of campaigns: cards on a phone, a table on wider screens. */
export function CampaignsList({ campaigns, onPause, onClose }: CampaignsListProps) {
  return (
    <>
      <ul className="grid gap-3 md:hidden" aria-label="Campaigns">
        {campaigns.map((campaign) => (
          <li key={campaign.id} className="grid gap-2 rounded-xl border p-4 text-sm">
            <p className="text-base font-medium break-words">{campaign.title}</p>
            <Brand campaign={campaign} />
            <div className="flex flex-wrap items-center gap-2">
              <StatusBadge status={campaign.status} />
              {campaign.visibility === 'private' ? <ToneBadge tone="neutral">Private</ToneBadge> : null}
              <span className="text-muted-foreground">
                {campaign.applicationsCount} applications · created {formatDate(campaign.createdAt)}
              </span>
            </div>
            <p className="flex items-center gap-2">
              Reports: <ReportsBadge count={campaign.openReports} />
            </p>
            <RowActions campaign={campaign} onPause={onPause} onClose={onClose} />
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <ScrollTable label="Campaigns">
          <thead className="bg-muted/50 text-left">
            <tr>
              <th scope="col" className={headCell}>
                Campaign
              </th>
              <th scope="col" className={headCell}>
                Brand
              </th>
              <th scope="col" className={headCell}>
                Status
              </th>
              <th scope="col" className={`${headCell} text-right`}>
                Applications
              </th>
              <th scope="col" className={headCell}>
                Reports
              </th>
              <th scope="col" className={headCell}>
                Created
              </th>
              <th scope="col" className={headCell}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {campaigns.map((campaign) => (
              <tr key={campaign.id} className="border-t align-top">
                <td className="px-3 py-2">
                  <p className="font-medium break-words">{campaign.title}</p>
                  {campaign.visibility === 'private' ? (
                    <p className="text-muted-foreground">Private</p>
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
