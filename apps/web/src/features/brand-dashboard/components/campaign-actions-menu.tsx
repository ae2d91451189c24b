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
            aria-label={`Actions for ${campaign.title}`}
            disabled={changeStatus.isPending}
          >
            {changeStatus.isPending ? <Spinner /> : <MoreVertical aria-hidden />}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className={reason ? 'max-w-72' : undefined}>
          {reason ? null : (
            <DropdownMenuItem onSelect={onEdit}>
              <Pencil aria-hidden /> Edit
            </DropdownMenuItem>
          )}
          {onViewApplications ? (
            <DropdownMenuItem onSelect={onViewApplications}>
              <Eye aria-hidden /> View Applications
            </DropdownMenuItem>
          ) : null}
          {onViewSubmissions ? (
            <DropdownMenuItem onSelect={onViewSubmissions}>
              <ClipboardCheck aria-hidden /> View Submissions
            </DropdownMenuItem>
          ) : null}
          {onViewReport ? (
            <DropdownMenuItem onSelect={onViewReport}>
              <ChartColumn aria-hidden /> View Report
            </DropdownMenuItem>
          ) : null}
          {onManageAffiliateCodes ? (
            <DropdownMenuItem onSelect={onManageAffiliateCodes}>
              <TicketPercent aria-hidden /> Affiliate Codes
            </DropdownMenuItem>
          ) : null}
          {reason ? (
            <DropdownMenuLabel className="text-xs font-normal whitespace-normal text-muted-foreground">
              {reason}
            </DropdownMenuLabel>
          ) : (
            <>
              {canPause ? (
                <DropdownMenuItem onSelect={() => setStatus('paused')}>
                  <PauseCircle aria-hidden /> Pause Applications
                </DropdownMenuItem>
              ) : null}
              {canReactivate ? (
                <DropdownMenuItem onSelect={() => setStatus('active')}>
                  <PlayCircle aria-hidden /> Reactivate Campaign
                </DropdownMenuItem>
              ) : null}
              {canClose ? (
                <DropdownMenuItem onSelect={() => setStatus('closed')}>
                  <Ban aria-hidden /> Close
                </DropdownMenuItem>
              ) : null}
              <DropdownMenuSeparator />
              <DropdownMenuItem variant="destructive" onSelect={() => setIsDeleteOpen(true)}>
                <Trash2 aria-hidden /> Delete
              </DropdownMenuItem>
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <DeleteCampaignDialog campaign={campaign} open={isDeleteOpen} onOpenChange={setIsDeleteOpen} />
    </>
  );
}
