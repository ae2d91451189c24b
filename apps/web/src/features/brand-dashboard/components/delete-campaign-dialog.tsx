import type { BrandCampaign } from '@partnerly/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteCampaign } from '../api/delete-campaign';

interface DeleteCampaignDialogProps {
  campaign: Pick<BrandCampaign, 'id' | 'title'>;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Delete's confirmation: the campaign goes only after the brand confirms. */
export function DeleteCampaignDialog({ campaign, open, onOpenChange }: DeleteCampaignDialogProps) {
  const deleteCampaign = useDeleteCampaign();
  const confirm = () =>
    deleteCampaign.mutate(campaign.id, {
      onSettled: () => onOpenChange(false),
    });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete Campaign"
      description={
        <>Delete &ldquo;{campaign.title}&rdquo;? Creators will no longer see it and this cannot be undone.</>
      }
      confirmLabel="Delete Campaign"
      onConfirm={confirm}
      isPending={deleteCampaign.isPending}
    />
  );
}
