import type { RepresentationStatus } from '@partnerly/contracts';
import { ToneBadge, type BadgeTone } from '@/components/ui/tone-badge';
import { useT } from '@/lib/i18n/i18n-provider';
import { REPRESENTATION_STATUS_LABELS } from './representation-format';

const TONES: Record<RepresentationStatus, BadgeTone> = {
  pending: 'warning',
  accepted: 'success',
  declined: 'danger',
};

export function RepresentationStatusBadge({ status }: { status: RepresentationStatus }) {
  const t = useT();
  return <ToneBadge tone={TONES[status]}>{t(REPRESENTATION_STATUS_LABELS[status])}</ToneBadge>;
}
