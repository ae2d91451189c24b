import { ReportDialog } from '@/components/report-dialog';
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
  return (
    <ReportDialog
      open={open}
      onClose={onClose}
      title="Report Conversation"
      description={`Tell the Partnerly team what is wrong in "${title}". The others in the conversation do not see who reported it.`}
      formLabel="Report conversation"
      detailsPlaceholder="What happened?"
      report={report}
    />
  );
}
