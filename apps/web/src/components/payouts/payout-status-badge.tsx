import type { PayoutStatus } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import { ToneBadge, type BadgeTone } from '@/components/ui/tone-badge';
import { useT } from '@/lib/i18n/i18n-provider';

const TONES: Record<PayoutStatus, BadgeTone> = { pending: 'neutral', approved: 'warning', paid: 'success' };
const LABELS: Record<PayoutStatus, MessageKey> = {
  pending: 'payoutBadge.statusPending',
  approved: 'payoutBadge.statusApproved',
  paid: 'payoutBadge.statusPaid',
};

/** A payout's status (spec 03 'Payout status'): Pending, Approved (to be paid), Paid. */
export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  const t = useT();
  return <ToneBadge tone={TONES[status]}>{t(LABELS[status])}</ToneBadge>;
}
