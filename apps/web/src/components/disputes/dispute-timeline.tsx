import type { DisputeOutcome } from '@partnerly/contracts';
import { CircleCheck, CircleDot, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n-provider';
import { cn } from '@/lib/utils';
import { DISPUTE_OUTCOME_KEYS } from './dispute-text';

interface DisputeSteps {
  createdAt: string;
  investigatingAt: string | null;
  resolvedAt: string | null;
  outcome: DisputeOutcome | null;
  resolutionNote: string | null;
}

interface DisputeTimelineProps {
  dispute: DisputeSteps;
  /** Who opened it, e.g. 'Sara Ahmed' (the first step names them). */
  openedBy: string;
  /** Who took each step in the console (admins see it; the parties read 'the Partnerly team'). */
  investigatedBy?: string | null;
  resolvedBy?: string | null;
  className?: string;
}

/**
 * The steps of a dispute, oldest first: opened, under investigation (when a super admin marked
 * it), resolved with the outcome and the resolution note both sides read.
 */
export function DisputeTimeline({
  dispute,
  openedBy,
  investigatedBy,
  resolvedBy,
  className,
}: DisputeTimelineProps) {
  const t = useT();
  const team = t('disputes.team');
  return (
    <ol className={cn('grid gap-3 text-sm', className)} aria-label={t('disputes.timeline')}>
      <Step icon={<CircleDot className="size-4" aria-hidden />} at={dispute.createdAt}>
        {t('disputes.openedBy', { name: openedBy })}
      </Step>
      {dispute.investigatingAt ? (
        <Step icon={<Search className="size-4" aria-hidden />} at={dispute.investigatingAt}>
          {t('disputes.investigatingBy', { name: investigatedBy ?? team })}
        </Step>
      ) : null}
      {dispute.resolvedAt ? (
        <Step icon={<CircleCheck className="size-4 text-success" aria-hidden />} at={dispute.resolvedAt}>
          <span>{t('disputes.resolvedBy', { name: resolvedBy ?? team })}</span>
          {dispute.outcome ? (
            <span className="block font-medium">
              {t('disputes.outcome', { outcome: t(DISPUTE_OUTCOME_KEYS[dispute.outcome]) })}
            </span>
          ) : null}
          {dispute.resolutionNote ? (
            <span className="mt-1 block rounded-md bg-muted p-2 break-words whitespace-pre-line">
              {dispute.resolutionNote}
            </span>
          ) : null}
        </Step>
      ) : null}
    </ol>
  );
}

function Step({ icon, at, children }: { icon: ReactNode; at: string; children: ReactNode }) {
  return (
    <li className="grid grid-cols-[auto_1fr] gap-x-2">
      <span className="mt-0.5 text-muted-foreground">{icon}</span>
      <div className="min-w-0">
        <div>{children}</div>
        <time dateTime={at} className="text-xs text-muted-foreground">
          {formatDateTime(at)}
        </time>
      </div>
    </li>
  );
}
