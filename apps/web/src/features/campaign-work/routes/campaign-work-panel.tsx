import {
  CREATOR_PLACE_STATUSES,
  submittablePlatforms,
  workBadge,
  type ContentStatus,
  type CreatorWorkDetail,
} from '@partnerly/contracts';
import { ArrowLeft, CalendarClock, CircleAlert, RefreshCw, SearchX, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useCreatorWorkDetail } from '@/api/submissions/get-creator-work';
import { ApplicationThreadButton } from '@/components/messaging/application-thread-button';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ToneBadge } from '@/components/ui/tone-badge';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useNameText, useT } from '@/lib/i18n/i18n-provider';
import { AnalyticsTab } from '../components/analytics-tab';
import { workBadgeLabel } from '../components/campaign-work-format';
import { OverviewTab } from '../components/overview-tab';
import { PlatformStatusList } from '../components/platform-status-list';
import { ProgressTracker } from '../components/progress-tracker';
import { SubmitPane } from '../components/submit-pane';

export interface CampaignWorkPanelProps {
  campaignId: string;
  applicationId: string;
  viewerIsAgent: boolean;
  /** Back: the dashboard without the panel's parameters. */
  onBack(): void;
}

/**
 * The campaign work panel (/dashboard?tab=campaign-work&campaign=&application=, spec 03):
 * the progress tracker, each platform's state, and the Overview, Submit Content and
 * Analytics tabs (the final results and the payout). A missing or foreign application says
 * so; a review of the content or the results, and a payment, arrive live.
 */
export function CampaignWorkPanel({
  campaignId,
  applicationId,
  viewerIsAgent,
  onBack,
}: CampaignWorkPanelProps) {
  const t = useT();
  const query = useCreatorWorkDetail(applicationId);
  const isRefused = query.isError && isApiError(query.error) && [400, 403, 404].includes(query.error.status);
  const isMissing =
    !campaignId ||
    !applicationId ||
    isRefused ||
    (query.data !== undefined && query.data.item.campaignId !== campaignId);

  let body: ReactNode;
  if (isMissing) {
    body = (
      <State icon={<SearchX aria-hidden />} title={t('campaignWork.campaignNotFound')}>
        {t('campaignWork.openFromMyWork')}
      </State>
    );
  } else if (query.data) {
    body = <Work detail={query.data} viewerIsAgent={viewerIsAgent} />;
  } else if (query.isError) {
    body = (
      <State
        icon={<CircleAlert aria-hidden className="text-destructive" />}
        title={t('campaignWork.loadFailed')}
        isAlert
      >
        <span className="block">{query.error.message}</span>
        <Button className="mt-3" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {query.isFetching ? <Spinner className="text-current" /> : <RefreshCw aria-hidden />}
          {t('common.retry')}
        </Button>
      </State>
    );
  } else {
    body = (
      <div className="grid gap-4">
        <p role="status" className="sr-only">
          {t('campaignWork.loading')}
        </p>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-32 w-full rounded-xl" />
        <Skeleton className="h-64 w-full rounded-xl" />
      </div>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-6 px-4 py-8 sm:px-6">
      <Button variant="ghost" className="w-fit" onClick={onBack}>
        <ArrowLeft aria-hidden className="rtl:-scale-x-100" /> {t('common.back')}
      </Button>
      {body}
    </div>
  );
}

/** The document's title: the campaign's own title and the product's name. */
const pageTitle = (campaignTitle: string) => `${campaignTitle} · Partnerly`;

/** Once the content is approved, the work left (and its outcome) is the final results. */
const RESULTS_STATUSES: readonly ContentStatus[] = ['approved', 'final_submitted', 'completed'];

function Work({ detail, viewerIsAgent }: { detail: CreatorWorkDetail; viewerIsAgent: boolean }) {
  const t = useT();
  const nameText = useNameText();
  const { item } = detail;
  const canSubmit =
    (CREATOR_PLACE_STATUSES as readonly string[]).includes(item.applicationStatus) &&
    submittablePlatforms(item.platforms, item.submissions).length > 0;
  const firstTab = RESULTS_STATUSES.includes(item.contentStatus)
    ? 'analytics'
    : canSubmit
      ? 'submit'
      : 'overview';
  const badge = { ...workBadge(item), label: workBadgeLabel(t, item) };
  return (
    <>
      <title>{pageTitle(item.campaignTitle)}</title>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{item.campaignTitle}</h1>
          <p className="text-muted-foreground">{nameText(item.brandName)}</p>
          {viewerIsAgent ? (
            <p className="flex items-center gap-1.5 text-sm">
              <UserRound className="size-4 text-muted-foreground" aria-hidden />
              <span className="text-muted-foreground">{t('campaignWork.creator')}</span>
              <span>{nameText(item.creatorName)}</span>
            </p>
          ) : null}
          <p className="flex items-center gap-2 text-sm">
            <CalendarClock className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            {item.submissionDeadline
              ? t('campaignWork.contentDueDate', { date: formatDate(item.submissionDeadline) })
              : t('campaignWork.noContentDeadline')}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-1.5">
          {item.isOverdue ? <ToneBadge tone="danger">{t('campaignWork.overdue')}</ToneBadge> : null}
          <ToneBadge tone={badge.tone}>{badge.label}</ToneBadge>
          {/* The agent's way in is My Applications, on the applications they sent (the thread's agent). */}
          {viewerIsAgent ? null : (
            <ApplicationThreadButton
              applicationId={item.applicationId}
              label={t('myApplications.messageBrand')}
              srContext={nameText(item.brandName)}
            />
          )}
        </div>
      </header>
      <ProgressTracker status={item.contentStatus} />
      <PlatformStatusList item={item} />
      <Tabs defaultValue={firstTab}>
        <TabsList aria-label={t('campaignWork.tabs')} className="h-auto flex-wrap">
          <TabsTrigger value="overview">{t('campaignWork.overview')}</TabsTrigger>
          <TabsTrigger value="submit">{t('campaignWork.submitContent')}</TabsTrigger>
          <TabsTrigger value="analytics">{t('campaignWork.analytics')}</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab detail={detail} />
        </TabsContent>
        {/* Kept mounted while another tab shows, so nothing typed or uploaded is lost. */}
        <TabsContent value="submit" forceMount className="data-[state=inactive]:hidden">
          <SubmitPane item={item} />
        </TabsContent>
        <TabsContent value="analytics" forceMount className="data-[state=inactive]:hidden">
          <AnalyticsTab item={item} />
        </TabsContent>
      </Tabs>
    </>
  );
}

function State({
  icon,
  title,
  isAlert = false,
  children,
}: {
  icon: ReactNode;
  title: string;
  isAlert?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      role={isAlert ? 'alert' : undefined}
      className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-10 text-center [&>svg]:size-10 [&>svg]:text-muted-foreground"
    >
      {icon}
      <h1 className="text-lg font-semibold">{title}</h1>
      <div className="text-sm text-muted-foreground">{children}</div>
    </div>
  );
}
