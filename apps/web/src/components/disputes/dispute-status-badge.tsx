import type { DisputeStatus } from '@partnerly/contracts';
import { ToneBadge, type BadgeTone } from '@/components/ui/tone-badge';
import { useT } from '@/lib/i18n/i18n-provider';
import { DISPUTE_STATUS_KEYS } from './dispute-text';

const TONES: Record<DisputeStatus, BadgeTone> = {
  open: 'warning',
  investigating: 'info',
  resolved: 'success',
};

/** A dispute's status: Open, Investigating, Resolved. */
export function DisputeStatusBadge({ status }: { status: DisputeStatus }) {
  const t = useT();
  return <ToneBadge tone={TONES[status]}>{t(DISPUTE_STATUS_KEYS[status])}</ToneBadge>;
}
