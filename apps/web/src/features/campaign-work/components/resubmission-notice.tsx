import { type Submission } from '@partnerly/contracts';
import { MessageSquareWarning } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';

/** Above the form when the chosen platform was sent back or rejected: what the brand said. */
export function ResubmissionNotice({ submission }: { submission: Submission }) {
  if (submission.status !== 'revision_requested' && submission.status !== 'rejected') return null;
  return (
    <Alert>
      <MessageSquareWarning aria-hidden />
      <AlertTitle>
        {submission.status === 'revision_requested'
          ? 'The brand asked for a revision'
          : 'The brand rejected this content'}
      </AlertTitle>
      <AlertDescription className="grid gap-1">
        {submission.feedback ? <p className="whitespace-pre-line">“{submission.feedback}”</p> : null}
        <p className="text-muted-foreground">
          Submitting again replaces your earlier content for this platform and sends it to the brand for
          review.
        </p>
      </AlertDescription>
    </Alert>
  );
}
