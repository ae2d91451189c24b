import { isDisputeOpenable, type ApplicationDisputeSummary, type PartyDispute } from '@partnerly/contracts';
import { FileText, Scale } from 'lucide-react';
import { useId, useState } from 'react';
import { useApplicationDisputes } from '@/api/disputes/get-application-disputes';
import { Button } from '@/components/ui/button';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/i18n-provider';
import { DISPUTE_TYPE_KEYS } from './dispute-text';
import { DisputeStatusBadge } from './dispute-status-badge';
import { DisputeTimeline } from './dispute-timeline';
import { OpenDisputeDialog } from './open-dispute-dialog';

interface ApplicationDisputesProps {
  application: {
    id: string;
    status: string;
    latestDispute: ApplicationDisputeSummary | null;
  };
  campaignTitle: string;
  /** Which side looks: the dialog's wording names the other one. */
  side: 'brand' | 'creator';
  /** False when the caller's workspace role may not act on this campaign (no Open Dispute). */
  mayOpen?: boolean;
}

/**
 * The disputes of an application, on its card for both sides (issue 19 item 6): the newest
 * dispute's status, steps and resolution, earlier ones folded away, and 'Open Dispute' while
 * the application is approved and no dispute is in progress. Live over the event stream.
 */
export function ApplicationDisputes({
  application,
  campaignTitle,
  side,
  mayOpen = true,
}: ApplicationDisputesProps) {
  const t = useT();
  const [isOpening, setIsOpening] = useState(false);
  const hasDispute = application.latestDispute !== null;
  const query = useApplicationDisputes(application.id, { enabled: hasDispute });
  const canOpen = query.data
    ? query.data.canOpen
    : mayOpen && isDisputeOpenable(application.status, application.latestDispute?.status ?? null);
  if (!hasDispute && !canOpen) return null;

  const openButton = canOpen ? (
    <Button variant="outline" size="sm" onClick={() => setIsOpening(true)}>
      <Scale aria-hidden /> {t('rules.dispute.openDispute')}
    </Button>
  ) : null;
  const dialog = (
    <OpenDisputeDialog
      open={isOpening}
      onOpenChange={setIsOpening}
      applicationId={application.id}
      campaignTitle={campaignTitle}
      otherSide={side === 'brand' ? 'creator' : 'brand'}
    />
  );
  if (!hasDispute) {
    return (
      <div className="flex justify-end">
        {openButton}
        {dialog}
      </div>
    );
  }

  const [latest, ...earlier] = query.data?.disputes ?? [];
  return (
    <section aria-label={t('disputes.dispute')} className="grid gap-3 rounded-lg border border-dashed p-3">
      {query.isError ? (
        <RetryAlert message={t('rules.dispute.loadFailed')} onRetry={() => void query.refetch()} />
      ) : latest ? (
        <DisputeDetails dispute={latest} />
      ) : (
        <div role="status" aria-busy="true" aria-label={t('disputes.loading')} className="grid gap-2">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-12 w-full" />
        </div>
      )}
      {earlier.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer text-muted-foreground">
            {t('disputes.earlier', { count: earlier.length })}
          </summary>
          <div className="mt-3 grid gap-4">
            {earlier.map((dispute) => (
              <DisputeDetails key={dispute.id} dispute={dispute} />
            ))}
          </div>
        </details>
      ) : null}
      {openButton ? <div className="flex justify-end">{openButton}</div> : null}
      {dialog}
    </section>
  );
}

function DisputeDetails({ dispute }: { dispute: PartyDispute }) {
  const t = useT();
  const headingId = useId();
  const openedBy = dispute.isOwnSide
    ? t('disputes.yourSide', { name: dispute.initiator.name })
    : dispute.initiator.name;
  return (
    <article aria-labelledby={headingId} className="grid gap-2">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="flex items-center gap-1.5 text-sm font-semibold">
          <Scale className="size-4 text-muted-foreground" aria-hidden />
          {t('disputes.typeDispute', { type: t(DISPUTE_TYPE_KEYS[dispute.disputeType]) })}
        </h4>
        <DisputeStatusBadge status={dispute.status} />
      </header>
      <p className="text-sm break-words whitespace-pre-line">{dispute.description}</p>
      {dispute.evidence.length > 0 ? (
        <ul aria-label={t('disputes.yourEvidence')} className="flex flex-wrap gap-2">
          {dispute.evidence.map((file, index) => (
            <li key={file.id}>
              <a
                href={file.url}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 rounded-md border px-2 py-1 text-xs hover:bg-accent"
              >
                <FileText className="size-3" aria-hidden />
                {t('disputes.evidenceNumber', { number: index + 1 })}
              </a>
            </li>
          ))}
        </ul>
      ) : dispute.evidenceCount > 0 ? (
        <p className="text-xs text-muted-foreground">
          {t('disputes.evidenceShared', { count: dispute.evidenceCount })}
        </p>
      ) : null}
      <DisputeTimeline dispute={dispute} openedBy={openedBy} />
    </article>
  );
}
