import {
  CREATOR_PLACE_STATUSES,
  formatRate,
  hasCheckIns,
  headlineRate,
  type MyApplication,
} from '@partnerly/contracts';
import { CircleAlert, Send, UserRound } from 'lucide-react';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { EventPassButton } from '@/components/check-ins/event-pass-button';
import { ApplicationDisputes } from '@/components/disputes/application-disputes';
import { ApplicationThreadButton } from '@/components/messaging/application-thread-button';
import { Button } from '@/components/ui/button';
import { campaignWorkHref } from '@/lib/campaign-work-link';
import { formatRelativeTime } from '@/lib/format';
import { useNameText, useT } from '@/lib/i18n/i18n-provider';
import { useMe } from '@/lib/session';
import { applicationSummary, mayMessageBrand } from './my-application-format';
import { NegotiationSection } from './negotiation-section';
import { StatusBadge } from './status-badges';
import { WithdrawApplicationButton } from './withdraw-application-button';

interface MyApplicationCardProps {
  application: MyApplication;
  /** Agents see whose application it is. */
  viewerIsAgent: boolean;
}

/** One application in My Applications: campaign, status, negotiation and the latest counter offer. */
export function MyApplicationCard({ application, viewerIsAgent }: MyApplicationCardProps) {
  const t = useT();
  const nameText = useNameText();
  const titleId = useId();
  const { campaign, latestCounterOffer } = application;
  const summary = applicationSummary(t, application);
  const isNegotiation = application.applicationType === 'negotiation';
  const rate = headlineRate(application);
  // Approved (or content under way): the campaign work panel takes the content.
  const hasWork = (CREATOR_PLACE_STATUSES as readonly string[]).includes(application.status);
  // The creator's own pass to an onsite or event campaign (an agent holds none).
  const hasEventPass = hasWork && !viewerIsAgent && hasCheckIns(campaign.campaignType);
  const me = useMe();
  const canMessage = mayMessageBrand(application, { isAgent: viewerIsAgent, userId: me.data?.user.id });

  return (
    <article aria-labelledby={titleId} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <h3 id={titleId} className="font-semibold break-words">
            {campaign.title}
          </h3>
          <p className="text-sm text-muted-foreground">
            <FormattedMessage
              id="myApplications.applied"
              values={{
                brand: campaign.brand.name,
                when: formatRelativeTime(application.createdAt),
                time: (chunks) => <time dateTime={application.createdAt}>{chunks}</time>,
              }}
            />
          </p>
          {viewerIsAgent ? (
            <p className="flex items-center gap-1.5 text-sm">
              <UserRound className="size-4 text-muted-foreground" aria-hidden />
              <span className="text-muted-foreground">{t('myApplications.creator')}</span>
              <span>{nameText(application.creator.name)}</span>
            </p>
          ) : null}
        </div>
        <StatusBadge status={application.status} />
      </header>

      {campaign.notice ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <CircleAlert className="size-4 shrink-0" aria-hidden /> {campaign.notice}
        </p>
      ) : null}

      {summary ? (
        <p role="status" className="text-sm font-medium">
          {summary}
        </p>
      ) : null}

      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        {rate ? (
          <div>
            <dt className="text-muted-foreground">
              {rate.label === 'Agreed Rate' ? t('myApplications.agreedRate') : t('myApplications.quotedRate')}
            </dt>
            <dd className="font-medium">
              {formatRate(rate.amount)}
              {rate.quoted !== null ? (
                <span className="ms-1.5 text-muted-foreground">
                  {t('myApplications.youQuoted', { rate: formatRate(rate.quoted) })}
                </span>
              ) : null}
            </dd>
          </div>
        ) : null}
        {latestCounterOffer && application.agreedRate === null ? (
          <div>
            <dt className="text-muted-foreground">{t('myApplications.latestCounterOffer')}</dt>
            <dd className="font-medium">{formatRate(latestCounterOffer.amount)}</dd>
          </div>
        ) : null}
        {application.submittedByAgent && application.agent ? (
          <div>
            <dt className="text-muted-foreground">{t('myApplications.submittedByAgent')}</dt>
            <dd className="font-medium">{nameText(application.agent.name)}</dd>
          </div>
        ) : null}
        <div className="sm:col-span-2">
          <dt className="text-muted-foreground">{t('myApplications.pitch')}</dt>
          <dd className="break-words whitespace-pre-line">{application.pitch}</dd>
        </div>
      </dl>

      {isNegotiation ? <NegotiationSection application={application} viewerIsAgent={viewerIsAgent} /> : null}

      {application.actions.canWithdraw || canMessage ? (
        <div className="flex flex-wrap justify-end gap-2">
          {canMessage ? (
            <ApplicationThreadButton
              applicationId={application.id}
              label={t('myApplications.messageBrand')}
              srContext={`${campaign.brand.name}, ${campaign.title}`}
            />
          ) : null}
          {application.actions.canWithdraw ? <WithdrawApplicationButton application={application} /> : null}
        </div>
      ) : null}

      {hasWork ? (
        <div className="flex flex-wrap justify-end gap-2">
          {hasEventPass ? <EventPassButton campaignId={campaign.id} campaignTitle={campaign.title} /> : null}
          <Button asChild>
            <Link to={campaignWorkHref(campaign.id, application.id)}>
              <Send aria-hidden /> {t('myApplications.submitContent')}
            </Link>
          </Button>
        </div>
      ) : null}

      <ApplicationDisputes application={application} campaignTitle={campaign.title} side="creator" />
    </article>
  );
}
