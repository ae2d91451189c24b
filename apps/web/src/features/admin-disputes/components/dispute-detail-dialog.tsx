import {
  disputeAdminActions,
  type AdminDisputeDetail,
  type ResolveDisputeValues,
} from '@partnerly/contracts';
import { FileText, Search } from 'lucide-react';
import { useState } from 'react';
import { DisputeStatusBadge } from '@/components/disputes/dispute-status-badge';
import { DisputeTimeline } from '@/components/disputes/dispute-timeline';
import { Fact } from '@/components/fact';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useNameText, useT } from '@/lib/i18n/i18n-provider';
import { useAdminDispute, useDisputeStep, type DisputeStep } from '../api/admin-disputes';
import { DISPUTE_TITLES, disputeMessage } from './dispute-labels';
import { PartyName } from './party-name';
import { ResolveDisputeDialog } from './resolve-dispute-dialog';

/** Not words: the same in every language. */
const SEPARATOR = ' · ';

interface DisputeDetailDialogProps {
  /** The dispute to show; null keeps the dialog closed. */
  id: string | null;
  onClose(): void;
  isSuperAdmin: boolean;
}

/** One dispute in the console: the parties, the description, the evidence, the steps and the actions. */
export function DisputeDetailDialog({ id, onClose, isSuperAdmin }: DisputeDetailDialogProps) {
  return (
    <Dialog open={id !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90dvh] max-w-2xl overflow-y-auto">
        {id ? <DetailContent key={id} id={id} isSuperAdmin={isSuperAdmin} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function DetailContent({ id, isSuperAdmin }: { id: string; isSuperAdmin: boolean }) {
  const t = useT();
  const nameText = useNameText();
  const query = useAdminDispute(id);
  const dispute = query.data;
  if (!dispute) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>{t('adminDisputes.dispute')}</DialogTitle>
          <DialogDescription>
            {query.isError ? t('adminDisputes.loadFailed') : t('adminDisputes.loadingDispute')}
          </DialogDescription>
        </DialogHeader>
        {query.isError ? (
          <RetryAlert
            message={disputeMessage(t, query.error.message) ?? ''}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <div className="grid gap-3" aria-busy="true">
            <Skeleton className="h-6 w-48" />
            <Skeleton className="h-24" />
          </div>
        )}
      </>
    );
  }
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t(DISPUTE_TITLES[dispute.disputeType])}</DialogTitle>
        <DialogDescription>
          <bdi>{dispute.campaign.title}</bdi>
          {SEPARATOR}
          <bdi>{dispute.campaign.brandName}</bdi>
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <DisputeStatusBadge status={dispute.status} />
          <span className="text-xs text-muted-foreground">
            {t('adminDisputes.openedOn', { date: formatDateTime(dispute.createdAt) })}
          </span>
        </div>
        <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
          <Fact label={t('adminDisputes.initiator')}>
            <PartyName person={dispute.initiator} />
          </Fact>
          <Fact label={t('adminDisputes.respondent')}>
            <PartyName person={dispute.respondent} />
          </Fact>
          <Fact label={t('adminDisputes.creator')}>
            <bdi>{nameText(dispute.creator.name)}</bdi>
          </Fact>
          <Fact label={t('adminDisputes.openedBy')}>
            {dispute.openedBy === 'brand' ? t('adminDisputes.theBrand') : t('adminDisputes.theCreatorSide')}
          </Fact>
        </dl>
        <section aria-label={t('adminDisputes.description')} className="grid gap-1">
          <h3 className="text-sm font-semibold">{t('adminDisputes.whatWentWrong')}</h3>
          <p className="text-sm break-words whitespace-pre-line" dir="auto">
            {dispute.description}
          </p>
        </section>
        <Evidence dispute={dispute} />
        <section aria-label={t('adminDisputes.steps')} className="grid gap-2">
          <h3 className="text-sm font-semibold">{t('adminDisputes.steps')}</h3>
          <DisputeTimeline
            dispute={dispute}
            openedBy={nameText(dispute.initiator.name)}
            investigatedBy={dispute.investigatingBy?.name ?? null}
            resolvedBy={dispute.resolvedBy?.name ?? null}
          />
        </section>
        {isSuperAdmin ? <Actions dispute={dispute} /> : null}
      </div>
    </>
  );
}

function Evidence({ dispute }: { dispute: AdminDisputeDetail }) {
  const t = useT();
  return (
    <section aria-label={t('adminDisputes.evidence')} className="grid gap-2">
      <h3 className="text-sm font-semibold">{t('adminDisputes.evidence')}</h3>
      {dispute.evidence.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('adminDisputes.noFiles')}</p>
      ) : (
        <ul className="flex flex-wrap gap-3">
          {dispute.evidence.map((file, index) => (
            <li key={file.id}>
              <a
                href={file.url}
                target="_blank"
                rel="noreferrer"
                className="grid w-28 gap-1 rounded-md border p-1.5 text-xs hover:bg-accent"
              >
                {file.contentType.startsWith('image/') ? (
                  <img src={file.url} alt="" className="h-20 w-full rounded object-cover" loading="lazy" />
                ) : (
                  <span className="flex h-20 items-center justify-center rounded bg-muted" aria-hidden>
                    <FileText className="size-8 text-muted-foreground" />
                  </span>
                )}
                <span>
                  {file.contentType === 'application/pdf'
                    ? t('adminDisputes.evidencePdf', { number: index + 1 })
                    : t('adminDisputes.evidenceImage', { number: index + 1 })}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The super admin's buttons: Mark Investigating while open, Resolve Dispute until resolved. */
function Actions({ dispute }: { dispute: AdminDisputeDetail }) {
  const t = useT();
  const [isResolving, setIsResolving] = useState(false);
  const step = useDisputeStep(dispute.id);
  const { canInvestigate, canResolve } = disputeAdminActions(dispute.status);
  if (!canInvestigate && !canResolve) return null;

  const run = (next: DisputeStep, onDone?: () => void) =>
    step.mutate(next, {
      onSuccess: (result) => {
        toast({ variant: 'success', title: disputeMessage(t, result.message) });
        onDone?.();
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 400) return;
        toast({
          variant: 'destructive',
          title: t('adminDisputes.updateFailed'),
          description: disputeMessage(t, error.message),
        });
      },
    });
  const serverFields = isApiError(step.error) && step.error.status === 400 ? step.error.fields : {};

  return (
    <div className="flex flex-col gap-2 border-t pt-4 sm:flex-row sm:justify-end">
      {canInvestigate ? (
        <Button variant="outline" onClick={() => run({ kind: 'investigate' })} disabled={step.isPending}>
          {step.isPending && step.variables?.kind === 'investigate' ? <Spinner /> : <Search aria-hidden />}
          {t('adminDisputes.markInvestigating')}
        </Button>
      ) : null}
      {canResolve ? (
        <Button
          onClick={() => {
            step.reset();
            setIsResolving(true);
          }}
          disabled={step.isPending}
        >
          {t('adminDisputes.resolveDispute')}
        </Button>
      ) : null}
      <ResolveDisputeDialog
        open={isResolving}
        onOpenChange={setIsResolving}
        isPending={step.isPending}
        serverFields={serverFields}
        onResolve={(input: ResolveDisputeValues) =>
          run({ kind: 'resolve', input }, () => setIsResolving(false))
        }
      />
    </div>
  );
}
