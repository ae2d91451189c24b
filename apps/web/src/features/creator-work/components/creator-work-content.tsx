import type { CreatorWorkItem } from '@partnerly/contracts';
import { Briefcase, CheckCircle2, CircleAlert, FileStack, RefreshCw, Search } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useCreatorWork } from '@/api/submissions/get-creator-work';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useT } from '@/lib/i18n/i18n-provider';
import { useMe } from '@/lib/session';
import { useTabParam } from '@/lib/use-tab-param';
import { AllSubmissionsList } from './all-submissions-list';
import {
  allSubmissions,
  CREATOR_WORK_TAB_LABELS,
  CREATOR_WORK_TABS,
  emptyTabText,
  itemsOfTab,
  workTiles,
  type WorkListTab,
} from './creator-work-format';
import { PayoutsTab } from './payouts-tab';
import { WorkCard } from './work-card';

/**
 * The work after an approval (spec 03 'Creator work', issues 15 and 16): tiles, tabs and a
 * card per project; Submit Content opens the campaign work panel; the Payouts tab lists the
 * payouts. Live over the event stream (a brand's review or payment shows without a reload).
 * The body of /creator-work and the creator dashboard's Workspace tab.
 */
export function CreatorWorkContent({ tabParam = 'tab' }: { tabParam?: string }) {
  const me = useMe();
  const userType = me.data?.profile?.userType;
  const viewerIsAgent = userType === 'agent' || userType === 'agency';
  const [tab, selectTab] = useTabParam(CREATOR_WORK_TABS, tabParam);
  const query = useCreatorWork();
  const items = query.data;
  const tiles = items ? workTiles(items) : null;
  const t = useT();

  return (
    <>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Tile icon={Briefcase} label={t('creatorWork.activeProjects')} value={tiles?.active} />
        <Tile icon={CheckCircle2} label={t('creatorWork.completed')} value={tiles?.completed} />
        <Tile icon={FileStack} label={t('creatorWork.totalSubmissions')} value={tiles?.submissions} />
      </dl>

      <Tabs value={tab} onValueChange={selectTab} className="mt-6">
        <TabsList aria-label={t('creatorWork.workByState')} className="h-auto flex-wrap">
          {CREATOR_WORK_TABS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {t(CREATOR_WORK_TAB_LABELS[value])}
            </TabsTrigger>
          ))}
        </TabsList>
        {CREATOR_WORK_TABS.map((value) => (
          <TabsContent key={value} value={value}>
            {value === 'payouts' ? (
              <PayoutsTab viewerIsAgent={viewerIsAgent} />
            ) : items ? (
              <TabBody tab={value} items={items} viewerIsAgent={viewerIsAgent} />
            ) : query.isError ? (
              <LoadFailure
                message={query.error.message}
                isRetrying={query.isFetching}
                onRetry={() => void query.refetch()}
              />
            ) : (
              <Loading />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}

function Tile({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: number | undefined }) {
  const t = useT();
  return (
    <div className="grid gap-1 rounded-xl border bg-card p-4 shadow-sm">
      <dt className="flex items-center gap-2 text-sm text-muted-foreground">
        <Icon className="size-5 shrink-0 text-primary" aria-hidden /> {label}
      </dt>
      <dd className="text-2xl font-bold">
        {value === undefined ? (
          <>
            <Skeleton className="h-8 w-10" />
            <span className="sr-only">{t('creatorWork.loading')}</span>
          </>
        ) : (
          value
        )}
      </dd>
    </div>
  );
}

function TabBody({
  tab,
  items,
  viewerIsAgent,
}: {
  tab: WorkListTab;
  items: CreatorWorkItem[];
  viewerIsAgent: boolean;
}) {
  const t = useT();
  if (tab === 'submissions') {
    const entries = allSubmissions(items);
    if (entries.length > 0) return <AllSubmissionsList entries={entries} viewerIsAgent={viewerIsAgent} />;
    return <Empty tab={tab} hasAnyWork={items.length > 0} viewerIsAgent={viewerIsAgent} />;
  }
  const shown = itemsOfTab(items, tab);
  if (shown.length === 0)
    return <Empty tab={tab} hasAnyWork={items.length > 0} viewerIsAgent={viewerIsAgent} />;
  return (
    <ul aria-label={t(CREATOR_WORK_TAB_LABELS[tab])} className="grid gap-4">
      {shown.map((item) => (
        <li key={item.applicationId}>
          <WorkCard item={item} viewerIsAgent={viewerIsAgent} />
        </li>
      ))}
    </ul>
  );
}

function Empty({
  tab,
  hasAnyWork,
  viewerIsAgent,
}: {
  tab: WorkListTab;
  hasAnyWork: boolean;
  viewerIsAgent: boolean;
}) {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
      <Briefcase className="size-10 text-muted-foreground" aria-hidden />
      <h2 className="text-lg font-semibold">{t(emptyTabText(tab, hasAnyWork))}</h2>
      {hasAnyWork ? (
        tab === 'submissions' ? (
          <p className="text-sm text-muted-foreground">{t('creatorWork.submissionsEmptyHint')}</p>
        ) : null
      ) : (
        <>
          <p className="max-w-md text-sm text-muted-foreground">
            {viewerIsAgent ? t('creatorWork.emptyAgent') : t('creatorWork.emptyCreator')}
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            <Button asChild>
              <Link to="/campaigns">
                <Search aria-hidden /> {viewerIsAgent ? t('nav.campaignDiscovery') : t('nav.browseCampaigns')}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/my-applications">{t('nav.myApplications')}</Link>
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

function Loading() {
  const t = useT();
  return (
    <div>
      <p role="status" className="sr-only">
        {t('creatorWork.loadingWork')}
      </p>
      <div className="grid gap-4">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-44 w-full rounded-xl" />
        ))}
      </div>
    </div>
  );
}

function LoadFailure({
  message,
  isRetrying,
  onRetry,
}: {
  message: string;
  isRetrying: boolean;
  onRetry(): void;
}) {
  const t = useT();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center"
    >
      <CircleAlert className="size-10 text-destructive" aria-hidden />
      <h2 className="text-lg font-semibold">{t('creatorWork.loadFailed')}</h2>
      <p className="text-sm text-muted-foreground">{message}</p>
      <Button onClick={onRetry} disabled={isRetrying}>
        {isRetrying ? <Spinner className="text-current" /> : <RefreshCw aria-hidden />}
        {t('common.retry')}
      </Button>
    </div>
  );
}
