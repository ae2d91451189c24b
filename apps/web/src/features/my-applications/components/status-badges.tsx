import type { NegotiationStatus } from '@partnerly/contracts';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n/i18n-provider';
import { cn } from '@/lib/utils';
import { negotiationLabel, statusLabel, statusTone, type StatusTone } from './my-application-format';

const TONE_CLASSES: Record<StatusTone, string> = {
  pending:
    'border-amber-300 bg-amber-50 text-amber-800 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200',
  approved: 'border-success/40 bg-success/10 text-success',
  rejected: 'border-destructive/40 bg-destructive/10 text-destructive',
};

/** The application's status; approved and accepted alike, other statuses in the rejected colour. */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  const t = useT();
  return (
    <Badge variant="outline" className={cn(TONE_CLASSES[statusTone(status)], className)}>
      {statusLabel(t, status)}
    </Badge>
  );
}

export function NegotiationBadge({ status }: { status: NegotiationStatus }) {
  const t = useT();
  const label = negotiationLabel(t, status);
  return label ? <Badge variant="secondary">{label}</Badge> : null;
}
