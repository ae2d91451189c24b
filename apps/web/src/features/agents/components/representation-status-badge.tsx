import type { RepresentationStatus } from '@partnerly/contracts';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n/i18n-provider';
import { cn } from '@/lib/utils';
import { REPRESENTATION_STATUS_LABELS } from './representation-format';

const TONES: Record<RepresentationStatus, string> = {
  pending:
    'border-amber-300 bg-amber-50 text-amber-800 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200',
  accepted: 'border-success/40 bg-success/10 text-success',
  declined: 'border-destructive/40 bg-destructive/10 text-destructive',
};

export function RepresentationStatusBadge({ status }: { status: RepresentationStatus }) {
  const t = useT();
  return (
    <Badge variant="outline" className={cn(TONES[status])}>
      {t(REPRESENTATION_STATUS_LABELS[status])}
    </Badge>
  );
}
