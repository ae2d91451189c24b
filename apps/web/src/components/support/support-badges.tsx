import type { SupportPriority, SupportRequestStatus } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import { ToneBadge, type BadgeTone } from '@/components/ui/tone-badge';
import { useT } from '@/lib/i18n/i18n-provider';

const STATUS_TONES: Record<SupportRequestStatus, BadgeTone> = {
  open: 'warning',
  answered: 'success',
  closed: 'neutral',
};

const STATUS_LABELS: Record<SupportRequestStatus, MessageKey> = {
  open: 'supportBadge.statusOpen',
  answered: 'supportBadge.statusAnswered',
  closed: 'supportBadge.statusClosed',
};

const PRIORITY_LABELS: Record<SupportPriority, MessageKey> = {
  high: 'supportBadge.priorityHigh',
  medium: 'supportBadge.priorityMedium',
};

/** A support request's status: Open (waiting for the team), Answered, Closed. */
export function SupportStatusBadge({ status }: { status: SupportRequestStatus }) {
  const t = useT();
  return <ToneBadge tone={STATUS_TONES[status]}>{t(STATUS_LABELS[status])}</ToneBadge>;
}

/** High (bug reports) or Medium priority. */
export function SupportPriorityBadge({ priority }: { priority: SupportPriority }) {
  const t = useT();
  return (
    <ToneBadge tone={priority === 'high' ? 'danger' : 'neutral'}>{t(PRIORITY_LABELS[priority])}</ToneBadge>
  );
}
