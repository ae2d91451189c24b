import { ReportDialog } from '@/components/report-dialog';
import { useT } from '@/lib/i18n/i18n-provider';
import { useReportConversation } from '../api/conversation-safety';

/** Report a conversation to the Partnerly team: the reasons and details of every content report. */
export function ReportConversationDialog({
  conversationId,
  title,
  open,
  onClose,
}: {
  conversationId: string;
  title: string;
  open: boolean;
  onClose: () => void;
}) {
  const report = useReportConversation(conversationId);
  const t = useT();
  return (
    <ReportDialog
      open={open}
      onClose={onClose}
      title={t('messages.reportTitle')}
      description={t('messages.reportDescription', { title })}
      formLabel={t('messages.reportConversation')}
      detailsPlaceholder={t('messages.reportDetails')}
      report={report}
    />
  );
}
