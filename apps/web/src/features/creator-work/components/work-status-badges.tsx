import { PLATFORM_WORK_STATUS_TONES, type PlatformWorkStatus } from '@partnerly/contracts';
import { ToneBadge } from '@/components/ui/tone-badge';
import { useT } from '@/lib/i18n/i18n-provider';
import { PLATFORM_STATUS_LABELS } from './creator-work-format';

export function PlatformStatusBadge({ status }: { status: PlatformWorkStatus }) {
  const t = useT();
  return <ToneBadge tone={PLATFORM_WORK_STATUS_TONES[status]}>{t(PLATFORM_STATUS_LABELS[status])}</ToneBadge>;
}

export function OverdueBadge() {
  const t = useT();
  return <ToneBadge tone="danger">{t('creatorWork.overdue')}</ToneBadge>;
}
