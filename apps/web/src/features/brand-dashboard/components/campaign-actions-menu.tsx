import type { BrandCampaign } from '@partnerly/contracts';
import {
  Ban,
  ChartColumn,
  ClipboardCheck,
  Eye,
  MoreVertical,
  PauseCircle,
  Pencil,
  PlayCircle,
  TicketPercent,
  Trash2,
} from 'lucide-react';
import { useState } from 'react';
import { useWorkspaceAccess } from '@/api/workspace/use-workspace';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Spinner } from '@/components/ui/spinner';
import { useKnownText, useT } from '@/lib/i18n/i18n-provider';
import { useChangeCampaignStatus } from '../api/change-campaign-status';
import { statusActionsFor } from './dashboard-format';
import { DeleteCampaignDialog } from './delete-campaign-dialog';

interface CampaignActionsMenuProps {
  campaign: Pick<BrandCampaign, 'id' | 'title' | 'status' | 'brandProfileId'>;
  onEdit(): void;
  onViewApplications?(): void;
  /** Opens the campaign's submissions (everyone in the workspace reads them). */
  onViewSubmissions?(): void;
  /** Opens the campaign's report: results, engagement, Export Report (everyone reads it). */
  onViewReport?(): void;
  /** Opens the campaign's Affiliate Codes dialog (everyone reads it; who may add codes is the dialog's). */
  onManageAffiliateCodes?(): void;
}

/** The per-campaign action menu (spec 02 sections 2 and 4). */
export function CampaignActionsMenu({
  campaign,
  onEdit,
  onViewApplications,
  onViewSubmissions,
  onViewReport,
  onManageAffiliateCodes,
}: CampaignActionsMenuProps) {
  const t = useT();
  const known = useKnownText();
  const changeStatus = useChangeCampaignStatus();
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const { canPause, canReactivate, canClose } = statusActionsFor(campaign.status);
  // A workspace member changes only the campaigns of the brand profiles assigned to them.
  const reason = useWorkspaceAccess().workReason(campaign.brandProfileId);
  const setStatus = (status: 'active' | 'paused' | 'closed') =>
    changeStatus.mutate({ campaignId: campaign.id, status });

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('brandDashboard.actionsFor', { title: campaign.title })}
            disabled={changeStatus.isPending}
          >
            {changeStatus.isPending ? <Spinner /> : <MoreVertical aria-hidden />}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className={reason ? 'max-w-72' : undefined}>
          {reason ? null : (
            <DropdownMenuItem onSelect={onEdit}>
              <Pencil aria-hidden /> {t('common.edit')}
            </DropdownMenuItem>
          )}
          {onViewApplications ? (
            <DropdownMenuItem onSelect={onViewApplications}>
              <Eye aria-hidden /> {t('brandDashboard.viewApplications')}
            </DropdownMenuItem>
          ) : null}
          {onViewSubmissions ? (
            <DropdownMenuItem onSelect={onViewSubmissions}>
              <ClipboardCheck aria-hidden /> {t('brandDashboard.viewSubmissions')}
            </DropdownMenuItem>
          ) : null}
          {onViewReport ? (
            <DropdownMenuItem onSelect={onViewReport}>
              <ChartColumn aria-hidden /> {t('brandDashboard.viewReport')}
            </DropdownMenuItem>
          ) : null}
          {onManageAffiliateCodes ? (
            <DropdownMenuItem onSelect={onManageAffiliateCodes}>
              <TicketPercent aria-hidden /> {t('brandDashboard.affiliateCodes')}
            </DropdownMenuItem>
          ) : null}
          {reason ? (
            <DropdownMenuLabel className="text-xs font-normal whitespace-normal text-muted-foreground">
              {known(reason)}
            </DropdownMenuLabel>
          ) : (
            <>
              {canPause ? (
                <DropdownMenuItem onSelect={() => setStatus('paused')}>
                  <PauseCircle aria-hidden /> {t('brandDashboard.pauseApplications')}
                </DropdownMenuItem>
              ) : null}
              {canReactivate ? (
                <DropdownMenuItem onSelect={() => setStatus('active')}>
                  <PlayCircle aria-hidden /> {t('brandDashboard.reactivateCampaign')}
                </DropdownMenuItem>
              ) : null}
              {canClose ? (
                <DropdownMenuItem onSelect={() => setStatus('closed')}>
                  <Ban aria-hidden /> {t('brandDashboard.close')}
                </DropdownMenuItem>
              ) : null}
              <DropdownMenuSeparator />
              <DropdownMenuItem variant="destructive" onSelect={() => setIsDeleteOpen(true)}>
                <Trash2 aria-hidden /> {t('common.delete')}
              </DropdownMenuItem>
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <DeleteCampaignDialog campaign={campaign} open={isDeleteOpen} onOpenChange={setIsDeleteOpen} />
    </>
  );
}
