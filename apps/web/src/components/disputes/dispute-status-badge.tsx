import { DISPUTE_STATUS_LABELS, type DisputeStatus } from '@partnerly/contracts';
import { ToneBadge, type BadgeTone } from '@/components/ui/tone-badge';

const TONES: Record<DisputeStatus, BadgeTone> = {
  open: 'warning',
  investigating: 'info',
  resolved: 'success',
};

/** A dispute's status: Open, Investigating, Resolved. */
export function DisputeStatusBadge({ status }: { status: DisputeStatus }) {
  return <ToneBadge tone={TONES[status]}>{DISPUTE_STATUS_LABELS[status]}</ToneBadge>;
}
