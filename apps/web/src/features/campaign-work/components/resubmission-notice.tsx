import { type Submission } from '@partnerly/contracts';
import { MessageSquareWarning } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { useT } from '@/lib/i18n/i18n-provider';

/** The brand's own words, in quotation marks. */
const quoted = (text: string) => `“${text}”`;

/** Above the form when the chosen platform was sent back or rejected: what the brand said. */
export function ResubmissionNotice({ submission }: { submission: Submission }) {
  const t = useT();
  if (submission.status !== 'revision_requested' && submission.status !== 'rejected') return null;
  return (
    <Alert>
      <MessageSquareWarning aria-hidden />
      <AlertTitle>
        {submission.status === 'revision_requested'
          ? t('campaignWork.revisionTitle')
          : t('campaignWork.rejectedTitle')}
      </AlertTitle>
      <AlertDescription className="grid gap-1">
        {submission.feedback ? <p className="whitespace-pre-line">{quoted(submission.feedback)}</p> : null}
        <p className="text-muted-foreground">{t('campaignWork.resubmitHint')}</p>
      </AlertDescription>
    </Alert>
  );
}
