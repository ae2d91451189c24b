import {
  SUPPORT_PRIORITY_LABELS,
  SUPPORT_STATUS_LABELS,
  type SupportPriority,
  type SupportRequestStatus,
} from '@partnerly/contracts';
import { ToneBadge, type BadgeTone } from '@/components/ui/tone-badge';

const STATUS_TONES: Record<SupportRequestStatus, BadgeTone> = {
  open: 'warning',
  answered: 'success',
  closed: 'neutral',
};

/** A support request's status: Open (waiting for the team), Answered, Closed. */
export function SupportStatusBadge({ status }: { status: SupportRequestStatus }) {
  return <ToneBadge tone={STATUS_TONES[status]}>{SUPPORT_STATUS_LABELS[status]}</ToneBadge>;
}

/** High (bug reports) or Medium priority. */
export function SupportPriorityBadge({ priority }: { priority: SupportPriority }) {
  return (
    <ToneBadge tone={priority === 'high' ? 'danger' : 'neutral'}>
      {SUPPORT_PRIORITY_LABELS[priority]} priority
    </ToneBadge>
  );
}
