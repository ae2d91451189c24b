import type { SubmissionStatus } from '@partnerly/contracts';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n/i18n-provider';
import { SUBMISSION_STATUS_LABELS } from './review-labels';

const AMBER =
  'border-amber-300 bg-amber-50 text-amber-800 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200';

const STATUS_BADGE: Record<SubmissionStatus, string> = {
  submitted: AMBER,
  under_review: AMBER,
  approved: 'border-success/40 bg-success/10 text-success',
  revision_requested: 'border-primary/40 bg-primary/10 text-primary',
  rejected: 'border-destructive/40 bg-destructive/10 text-destructive',
};

export function SubmissionStatusBadge({ status }: { status: SubmissionStatus }) {
  const t = useT();
  return (
    <Badge variant="outline" className={STATUS_BADGE[status]}>
      {t(SUBMISSION_STATUS_LABELS[status])}
    </Badge>
  );
}
