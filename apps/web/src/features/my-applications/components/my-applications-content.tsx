import type { MyApplication } from '@partnerly/contracts';
import { ChevronDown, CircleAlert, FileText, RefreshCw, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useT } from '@/lib/i18n/i18n-provider';
import { useMe } from '@/lib/session';
import { useMyApplicationPages } from '../api/get-my-applications';
import { MyApplicationCard } from './my-application-card';
import {
  MY_APPLICATIONS_TABS,
  TAB_LABELS,
  applicationsOfTab,
  emptyTabMessage,
  readTab,
  tabCountsOf,
  withTab,
  type MyApplicationsTab,
} from './my-application-format';

interface AgentsTabProps {
  /** The creator's Agents tab (?tab=agents), composed by the app; agents have none. */
  agentsTab?: ReactNode;
}

type ApplicationsTab = Exclude<MyApplicationsTab, 'agents'>;

/** A tab's count after its name: digits and brackets, the same in every language. */
const countSuffix = (count: number) => ` (${count})`;

export interface MyApplicationsContentProps extends AgentsTabProps {
  /** The query parameter of the status tab: 'tab' on the page, another inside the creator dashboard. */
  tabParam?: string;
  className?: string;
}

/** The applications by status with their tabs: the page's body, and the creator dashboard's Campaigns tab. */
export function MyApplicationsContent({
  agentsTab,
  tabParam = 'tab',
  className,
}: MyApplicationsContentProps) {
  const t = useT();
  const me = useMe();
  const userType = me.data?.profile?.userType;
  const viewerIsAgent = userType === 'agent' || userType === 'agency';
  const hasAgentsTab = agentsTab !== undefined;
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = readTab(searchParams, hasAgentsTab, tabParam);
  const query = useMyApplicationPages();
  const applications = query.data?.applications;
  const counts = query.data?.counts ? tabCountsOf(query.data.counts) : null;
  const tabs = MY_APPLICATIONS_TABS.filter((value) => value !== 'agents' || hasAgentsTab);
  const loadMore = query.hasNextPage
    ? { isLoading: query.isFetchingNextPage, onLoad: () => void query.fetchNextPage() }
    : null;

  return (
    <Tabs
      value={tab}
      onValueChange={(value) =>
        setSearchParams((current) => withTab(current, value as MyApplicationsTab, tabParam), {
          replace: true,
        })
      }
      className={className}
    >
      <TabsList aria-label={t('myApplications.byStatus')} className="h-auto flex-wrap">
        {tabs.map((value) => (
          <TabsTrigger key={value} value={value}>
            {t(TAB_LABELS[value])}
            {counts && value !== 'agents' ? countSuffix(counts[value]) : null}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((value) =>
        value === 'agents' ? (
          <TabsContent key={value} value={value}>
            {agentsTab}
          </TabsContent>
        ) : (
          <TabsContent key={value} value={value}>
            <TabBody
              tab={value}
              applications={applications}
              total={counts?.all ?? 0}
              loadMore={loadMore}
              isError={query.isError}
              errorMessage={query.error?.message}
              isRetrying={query.isFetching}
              onRetry={() => void query.refetch()}
              viewerIsAgent={viewerIsAgent}
            />
          </TabsContent>
        ),
      )}
    </Tabs>
  );
}

interface LoadMore {
  isLoading: boolean;
  onLoad(): void;
}

interface TabBodyProps {
  tab: ApplicationsTab;
  applications: MyApplication[] | undefined;
  /** All the caller's applications, loaded or not. */
  total: number;
  /** Set while older applications remain to load. */
  loadMore: LoadMore | null;
  isError: boolean;
  errorMessage: string | undefined;
  isRetrying: boolean;
  onRetry(): void;
  viewerIsAgent: boolean;
}

function TabBody({
  tab,
  applications,
  total,
  loadMore,
  isError,
  errorMessage,
  isRetrying,
  onRetry,
  viewerIsAgent,
}: TabBodyProps) {
  const t = useT();
  if (!applications) {
    return isError ? (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center"
      >
        <CircleAlert className="size-10 text-destructive" aria-hidden />
        <h2 className="text-lg font-semibold">{t('myApplications.loadFailed')}</h2>
        <p className="text-sm text-muted-foreground">{errorMessage}</p>
        <Button onClick={onRetry} disabled={isRetrying}>
          {isRetrying ? <Spinner className="text-current" /> : <RefreshCw aria-hidden />}
          {t('campaigns.tryAgain')}
        </Button>
      </div>
    ) : (
      <div>
        <p role="status" className="sr-only">
          {t('myApplications.loading')}
        </p>
        <div className="grid gap-4">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-36 w-full rounded-xl" />
          ))}
        </div>
      </div>
    );
  }
  const shown = applicationsOfTab(applications, tab);
  if (shown.length === 0 && loadMore) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
        <p className="text-sm text-muted-foreground">{t('myApplications.noneLoadedHere')}</p>
        <LoadMoreButton {...loadMore} />
      </div>
    );
  }
  if (shown.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
        <FileText className="size-10 text-muted-foreground" aria-hidden />
        <h2 className="text-lg font-semibold">{emptyTabMessage(t, tab, total)}</h2>
        {total === 0 ? (
          <>
            <p className="text-sm text-muted-foreground">
              {viewerIsAgent ? t('myApplications.agentEmptyHint') : t('myApplications.creatorEmptyHint')}
            </p>
            <Button asChild>
              <Link to="/campaigns">
                <Search aria-hidden />
                {viewerIsAgent ? t('campaignFeed.discoveryTitle') : t('campaignFeed.browseTitle')}
              </Link>
            </Button>
          </>
        ) : null}
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <ul aria-label={t('myApplications.tabList', { tab: t(TAB_LABELS[tab]) })} className="grid gap-4">
        {shown.map((application) => (
          <li key={application.id}>
            <MyApplicationCard application={application} viewerIsAgent={viewerIsAgent} />
          </li>
        ))}
      </ul>
      {loadMore ? (
        <div className="flex justify-center">
          <LoadMoreButton {...loadMore} />
        </div>
      ) : null}
    </div>
  );
}

function LoadMoreButton({ isLoading, onLoad }: LoadMore) {
  const t = useT();
  return (
    <Button variant="outline" onClick={onLoad} disabled={isLoading}>
      {isLoading ? <Spinner className="text-current" /> : <ChevronDown aria-hidden />}
      {t('myApplications.loadMore')}
    </Button>
  );
}
