import type { BrandCampaign } from '@partnerly/contracts';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/i18n-provider';
import { useChangeCampaignStatus } from '../api/change-campaign-status';
import { useCampaignDeletionPreview, useDeleteCampaign } from '../api/delete-campaign';
import { statusActionsFor } from './dashboard-format';

interface DeleteCampaignDialogProps {
  campaign: Pick<BrandCampaign, 'id' | 'title' | 'status'>;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * Delete's confirmation (issue 13 item 1): the server says what happens to whom ('2 pending
 * applicants will be told the campaign was withdrawn'). A campaign with approved or
 * in-progress work cannot be deleted: the dialog says why and offers Close instead.
 */
export function DeleteCampaignDialog({ campaign, open, onOpenChange }: DeleteCampaignDialogProps) {
  const t = useT();
  const preview = useCampaignDeletionPreview(campaign.id, open);
  const deleteCampaign = useDeleteCampaign();
  const changeStatus = useChangeCampaignStatus();
  const isPending = deleteCampaign.isPending || changeStatus.isPending;
  const close = () => onOpenChange(false);
  const canDelete = preview.data?.canDelete === true;
  const canClose = statusActionsFor(campaign.status).canClose;

  let effect: string;
  if (preview.data) effect = preview.data.summary;
  else if (preview.isError) effect = t('brandDashboard.deletePreviewFailed');
  else effect = t('brandDashboard.deletePreviewChecking');

  return (
    <AlertDialog open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            {preview.data && !canDelete
              ? t('brandDashboard.cannotDeleteTitle')
              : t('brandDashboard.deleteCampaign')}
          </AlertDialogTitle>
          <AlertDialogDescription>
            {canDelete || !preview.data ? t('brandDashboard.deleteConfirm', { title: campaign.title }) : null}
            <span data-testid="deletion-effect">{effect}</span>
            {preview.data && !canDelete && !canClose ? t('brandDashboard.alreadyClosed') : null}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isPending}>{t('common.cancel')}</AlertDialogCancel>
          {preview.data && !canDelete ? (
            canClose ? (
              <Button
                disabled={isPending}
                onClick={() =>
                  changeStatus.mutate({ campaignId: campaign.id, status: 'closed' }, { onSettled: close })
                }
              >
                {changeStatus.isPending ? <Spinner className="text-current" /> : null}
                {t('brandDashboard.closeCampaign')}
              </Button>
            ) : null
          ) : (
            <Button
              variant="destructive"
              disabled={isPending || !canDelete}
              onClick={() => deleteCampaign.mutate(campaign.id, { onSettled: close })}
            >
              {deleteCampaign.isPending ? <Spinner className="text-current" /> : null}
              {t('brandDashboard.deleteCampaign')}
            </Button>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
