import { ReportDialog } from '@/components/report-dialog';
import { useReportCampaign } from '../api/report-campaign';

interface ReportCampaignDialogProps {
  campaign: { id: string; title: string } | null;
  onClose: () => void;
}

/** Report a campaign to the Partnerly team: a reason from the fixed list and optional details. */
export function ReportCampaignDialog({ campaign, onClose }: ReportCampaignDialogProps) {
  const report = useReportCampaign();
  return (
    <ReportDialog
      open={campaign !== null}
      onClose={onClose}
      title="Report Campaign"
      description={
        campaign
          ? `Tell the Partnerly team what is wrong with "${campaign.title}". The brand does not see who reported it.`
          : ''
      }
      formLabel="Report campaign"
      detailsPlaceholder="What did you see?"
      report={{
        isPending: report.isPending,
        mutate: (fields, callbacks) =>
          report.mutate({ targetType: 'campaign', targetId: campaign?.id ?? '', ...fields }, callbacks),
      }}
    />
  );
}
