import { PAYOUT_STATUS_LABELS, type PayoutStatus } from '@partnerly/contracts';
import { ToneBadge, type BadgeTone } from '@/components/ui/tone-badge';

const TONES: Record<PayoutStatus, BadgeTone> = { pending: 'neutral', approved: 'warning', paid: 'success' };

/** A payout's status (spec 03 'Payout status'): Pending, Approved (to be paid), Paid. */
export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  return <ToneBadge tone={TONES[status]}>{PAYOUT_STATUS_LABELS[status]}</ToneBadge>;
}
