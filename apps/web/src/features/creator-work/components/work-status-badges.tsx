import {
  PLATFORM_WORK_STATUS_LABELS,
  PLATFORM_WORK_STATUS_TONES,
  type PlatformWorkStatus,
} from '@partnerly/contracts';
import { ToneBadge } from '@/components/ui/tone-badge';

export function PlatformStatusBadge({ status }: { status: PlatformWorkStatus }) {
  return (
    <ToneBadge tone={PLATFORM_WORK_STATUS_TONES[status]}>{PLATFORM_WORK_STATUS_LABELS[status]}</ToneBadge>
  );
}

export function OverdueBadge() {
  return <ToneBadge tone="danger">Overdue</ToneBadge>;
}
