import { DISPUTE_OUTCOME_LABELS, type DisputeOutcome } from '@partnerly/contracts';
import { CircleCheck, CircleDot, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';

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
  const team = 'the Partnerly team';
  return (
    <ol className={cn('grid gap-3 text-sm', className)} aria-label="Dispute timeline">
      <Step icon={<CircleDot className="size-4" aria-hidden />} at={dispute.createdAt}>
        Opened by {openedBy}
      </Step>
      {dispute.investigatingAt ? (
        <Step icon={<Search className="size-4" aria-hidden />} at={dispute.investigatingAt}>
          Marked investigating by {investigatedBy ?? team}
        </Step>
      ) : null}
      {dispute.resolvedAt ? (
        <Step icon={<CircleCheck className="size-4 text-success" aria-hidden />} at={dispute.resolvedAt}>
          <span>Resolved by {resolvedBy ?? team}</span>
          {dispute.outcome ? (
            <span className="block font-medium">Outcome: {DISPUTE_OUTCOME_LABELS[dispute.outcome]}</span>
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
