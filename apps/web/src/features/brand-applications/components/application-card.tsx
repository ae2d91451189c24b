import {
  formatRate,
  headlineRate,
  rateBudgetWarning,
  type BrandApplication,
  type RateBudget,
} from '@partnerly/contracts';
import { BadgeCheck, Check, ChevronDown, UserRound, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { ApplicationDisputes } from '@/components/disputes/application-disputes';
import { ApplicationThreadButton } from '@/components/messaging/application-thread-button';
import { Fact } from '@/components/fact';
import { Badge } from '@/components/ui/badge';
import { VerifiedBadge } from '@/components/ui/verified-badge';
import { RateWarning } from '@/components/negotiation/rate-warning';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { formatRelativeTime } from '@/lib/format';
import { useKnownText, useNameText, useT } from '@/lib/i18n/i18n-provider';
import { FormattedMessage } from 'react-intl';
import { cn } from '@/lib/utils';
import { useUpdateApplication } from '../api/update-application';
import { AdvertiserPermitCheck } from './advertiser-permit-check';
import { ApplicantDetails } from './applicant-details';
import { ApproveDialog } from './approve-dialog';
import { STATUS_LABELS, followerSummary, formatEngagementRate } from './application-format';
import { NegotiationPanel } from './negotiation-panel';

const STATUS_BADGE: Record<BrandApplication['status'], string> = {
  pending:
    'border-amber-300 bg-amber-50 text-amber-800 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200',
  approved: 'border-success/40 bg-success/10 text-success',
  in_progress: 'border-success/40 bg-success/10 text-success',
  rejected: 'border-destructive/40 bg-destructive/10 text-destructive',
  withdrawn: 'border-muted-foreground/40 bg-muted text-muted-foreground',
};

interface ApplicationCardProps {
  application: BrandApplication;
  campaignTitle: string;
  /** Shows the 'New' badge (unviewed when the dialog opened, or arrived since). */
  isNew: boolean;
  /** The campaign's budget: a creator's rate far outside it gets a warning. */
  budget: RateBudget;
  /** The campaign's content deadline, offered as the submission deadline when approving. */
  contentDeadline: string | null;
  /** Why this person may not decide on the campaign's applications (their workspace role); empty when they may. */
  readOnlyReason?: string;
  /** Placed beside the applicant's status (the app composes it: 'Add to network'). */
  creatorAction?: ReactNode;
}

/** The creator side's latest ask (their last offer, else the quoted rate) while still pending. */
function creatorAsk(application: BrandApplication): number | null {
  if (application.status !== 'pending') return null;
  const last = application.offers.filter((offer) => offer.madeBy === 'creator').at(-1);
  return last?.amount ?? application.quotedRate;
}

/** One application in the brand's dialog (spec 02 section 2 'Application card'). */
export function ApplicationCard({
  application: shown,
  campaignTitle,
  isNew,
  budget,
  contentDeadline,
  readOnlyReason = '',
  creatorAction,
}: ApplicationCardProps) {
  const t = useT();
  const nameText = useNameText();
  const known = useKnownText();
  // Someone who may not decide sees the application and its negotiation without the actions.
  const application = readOnlyReason ? withoutActions(shown) : shown;
  const nameId = useId();
  const detailsId = useId();
  const [isExpanded, setIsExpanded] = useState(false);
  const [isApproving, setIsApproving] = useState(false);
  const [isPermitMissingConfirmed, setPermitMissingConfirmed] = useState(false);
  const update = useUpdateApplication(application);
  const isBusy = update.isPending;
  const { applicant, agent, actions } = application;
  const followers = followerSummary(applicant.followers);
  // While the negotiation waits for the brand, its panel carries the decision (accept = approve).
  const decisions = actions.negotiation.length > 0 ? [] : actions.decisions;
  const rate = headlineRate(application);
  const rateWarning = rateBudgetWarning(creatorAsk(application), budget);

  return (
    <article aria-labelledby={nameId} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 items-center gap-3">
          <Avatar url={applicant.profileImageUrl} />
          <div className="grid min-w-0 gap-0.5">
            <h3 className="font-semibold">
              <button
                type="button"
                aria-expanded={isExpanded}
                aria-controls={detailsId}
                onClick={() => setIsExpanded((value) => !value)}
                className="inline-flex max-w-full items-center gap-1 rounded-sm text-start break-words hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span id={nameId}>{nameText(applicant.name)}</span>
                <ChevronDown
                  className={cn('size-4 shrink-0 transition-transform', isExpanded && 'rotate-180')}
                  aria-hidden
                />
                <span className="sr-only">
                  {isExpanded ? t('brandApplications.hideDetails') : t('brandApplications.showDetails')}
                </span>
              </button>
            </h3>
            <p className="text-xs text-muted-foreground">
              <FormattedMessage
                id="brandApplications.applied"
                values={{
                  when: formatRelativeTime(application.createdAt),
                  time: (chunks) => <time dateTime={application.createdAt}>{chunks}</time>,
                }}
              />
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-1.5">
          {isNew ? <Badge>{t('brandApplications.new')}</Badge> : null}
          {applicant.isVerified ? <VerifiedBadge label={t('brandApplications.verifiedCreator')} /> : null}
          <Badge variant="outline" className={STATUS_BADGE[application.status]}>
            {t(STATUS_LABELS[application.status])}
          </Badge>
          {creatorAction}
          {/* Only people who may work on the application take part in its thread (the server's rule). */}
          {readOnlyReason ? null : (
            <ApplicationThreadButton
              applicationId={application.id}
              label={t('brandApplications.message')}
              srContext={nameText(applicant.name)}
            />
          )}
        </div>
      </header>

      {isExpanded ? <ApplicantDetails id={detailsId} applicant={applicant} /> : null}

      {application.submittedByAgent ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-dashed px-3 py-2 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{t('brandApplications.submittedByAgent')}</span>
            {agent ? <span className="text-muted-foreground">{nameText(agent.name)}</span> : null}
            {agent?.isVerified ? (
              <Badge variant="outline" className="gap-1 border-primary/40 text-primary">
                <BadgeCheck className="size-3" aria-hidden /> {t('brandApplications.verifiedAgent')}
              </Badge>
            ) : null}
          </div>
          {/* The application's thread holds the agent who applied; the same thread as 'Message'. */}
          {agent && !readOnlyReason ? (
            <ApplicationThreadButton
              applicationId={application.id}
              label={t('brandApplications.messageAgent')}
              srContext={nameText(agent.name)}
            />
          ) : null}
        </div>
      ) : null}

      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
        <Fact label={t('brandApplications.niche')}>
          {applicant.niche ?? t('brandApplications.notProvided')}
        </Fact>
        <Fact label={t('brandApplications.followers')}>
          {followers.length === 0
            ? t('brandApplications.notProvided')
            : followers.map((entry) => `${entry.label} ${entry.value}`).join(' · ')}
        </Fact>
        <Fact label={t('brandApplications.engagementRate')}>
          {formatEngagementRate(t, applicant.engagementRate)}
        </Fact>
        {rate ? (
          <Fact
            label={t(
              rate.label === 'Agreed Rate' ? 'brandApplications.agreedRate' : 'brandApplications.quotedRate',
            )}
          >
            <span className="font-semibold">{formatRate(rate.amount)}</span>
            {rate.quoted !== null ? (
              <span className="ms-1.5 text-muted-foreground">
                {t('brandApplications.quotedAmount', { amount: formatRate(rate.quoted) })}
              </span>
            ) : null}
          </Fact>
        ) : null}
        <Fact label={t('brandApplications.pitch')} className="sm:col-span-2">
          <span className="break-words whitespace-pre-line">{application.pitch}</span>
        </Fact>
      </dl>

      <AdvertiserPermitCheck
        permit={application.advertiserPermit}
        isDeciding={decisions.includes('approve') || actions.negotiation.includes('accept')}
        isConfirmed={isPermitMissingConfirmed}
        onConfirmedChange={setPermitMissingConfirmed}
      />

      {rateWarning ? <RateWarning>{rateWarning}</RateWarning> : null}

      {application.applicationType === 'negotiation' ? (
        <NegotiationPanel
          application={application}
          budget={budget}
          isBusy={isBusy}
          onAccept={() =>
            update.mutate({
              kind: 'negotiation',
              action: 'accept',
              confirmPermitMissing: isPermitMissingConfirmed,
            })
          }
          onReject={() => update.mutate({ kind: 'negotiation', action: 'reject' })}
          onCounter={(offer, onSent) => update.mutate({ kind: 'counter', offer }, { onSuccess: onSent })}
        />
      ) : null}

      {readOnlyReason && (shown.actions.decisions.length > 0 || shown.actions.negotiation.length > 0) ? (
        <p className="rounded-md bg-muted p-3 text-sm text-muted-foreground">{known(readOnlyReason)}</p>
      ) : null}

      {decisions.length > 0 ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          {decisions.includes('reject') ? (
            <Button
              variant="outline"
              onClick={() => update.mutate({ kind: 'decision', decision: 'reject' })}
              disabled={isBusy}
            >
              <X aria-hidden /> {t('brandApplications.reject')}
            </Button>
          ) : null}
          {decisions.includes('approve') ? (
            <Button
              onClick={() => {
                update.reset();
                setIsApproving(true);
              }}
              disabled={isBusy}
            >
              <Check aria-hidden /> {t('brandApplications.approve')}
            </Button>
          ) : null}
        </div>
      ) : null}

      <ApplicationDisputes
        application={application}
        campaignTitle={campaignTitle}
        side="brand"
        mayOpen={!readOnlyReason}
      />

      <ApproveDialog
        open={isApproving && decisions.includes('approve')}
        onOpenChange={setIsApproving}
        applicantName={nameText(applicant.name)}
        contentDeadline={contentDeadline}
        isPending={isBusy}
        serverError={isApiError(update.error) ? update.error.fields.submissionDeadline?.[0] : undefined}
        onConfirm={(submissionDeadline) =>
          update.mutate(
            {
              kind: 'decision',
              decision: 'approve',
              submissionDeadline,
              confirmPermitMissing: isPermitMissingConfirmed,
            },
            { onSuccess: () => setIsApproving(false) },
          )
        }
      />
    </article>
  );
}

const withoutActions = (application: BrandApplication): BrandApplication => ({
  ...application,
  actions: { ...application.actions, decisions: [], negotiation: [] },
});

function Avatar({ url }: { url: string | null }) {
  return url ? (
    <img src={url} alt="" className="size-10 shrink-0 rounded-full object-cover" />
  ) : (
    <span
      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10"
      aria-hidden
    >
      <UserRound className="size-5 text-primary" />
    </span>
  );
}
