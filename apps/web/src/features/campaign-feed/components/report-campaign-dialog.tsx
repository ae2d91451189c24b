import { ReportDialog } from '@/components/report-dialog';
import { useT } from '@/lib/i18n/i18n-provider';
import { useReportCampaign } from '../api/report-campaign';

interface ReportCampaignDialogProps {
  campaign: { id: string; title: string } | null;
  onClose: () => void;
}

/** Report a campaign to the Partnerly team: a reason from the fixed list and optional details. */
export function ReportCampaignDialog({ campaign, onClose }: ReportCampaignDialogProps) {
  const t = useT();
  const report = useReportCampaign();
  return (
    <ReportDialog
      open={campaign !== null}
      onClose={onClose}
      title={t('campaignFeed.reportTitle')}
      description={campaign ? t('campaignFeed.reportDescription', { title: campaign.title }) : ''}
      formLabel={t('campaignFeed.reportForm')}
      detailsPlaceholder={t('campaignFeed.reportPlaceholder')}
      report={{
        isPending: report.isPending,
        mutate: (fields, callbacks) =>
          report.mutate({ targetType: 'campaign', targetId: campaign?.id ?? '', ...fields }, callbacks),
      }}
    />
  );
}
