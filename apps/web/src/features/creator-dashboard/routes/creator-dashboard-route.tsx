import { CREATOR_DASHBOARD_TABS, type CreatorDashboardTab } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useT } from '@/lib/i18n/i18n-provider';
import { useMe } from '@/lib/session';
import { useCreatorDashboard } from '../api/get-creator-dashboard';
import { CreatorStats } from '../components/creator-stats';
import { readDashboardTab, withDashboardTab } from '../components/dashboard-tabs';
import { PerformanceCard } from '../components/performance-card';
import { ProfileCompletionCard } from '../components/profile-completion-card';

const TAB_KEYS: Record<CreatorDashboardTab, MessageKey> = {
  overview: 'creatorDashboard.tab.overview',
  campaigns: 'creatorDashboard.tab.campaigns',
  workspace: 'creatorDashboard.tab.workspace',
  calendar: 'creatorDashboard.tab.calendar',
  affiliate: 'creatorDashboard.tab.affiliate',
};

/** What the app composes into the tabs (features never import one another). */
export interface CreatorDashboardRouteProps {
  pointsTracker: ReactNode;
  recentApplications: ReactNode;
  recentActivity: ReactNode;
  /** The tabs' bodies; those with tabs of their own keep them in CREATOR_DASHBOARD_VIEW_PARAM. */
  tabs: Partial<Record<Exclude<CreatorDashboardTab, 'overview'>, ReactNode>>;
}

/**
 * /creator-dashboard (spec 03 'Creator dashboard', issue 21): the creator's home. The header
 * with the greeting, four stat cards, and the tabs in ?tab=: the overview (profile completion,
 * Points Tracker, Performance, recent applications and activity), campaigns, workspace,
 * calendar and the Affiliate Hub. A tab the app gives no body is left out.
 */
export function CreatorDashboardRoute({
  pointsTracker,
  recentApplications,
  recentActivity,
  tabs,
}: CreatorDashboardRouteProps) {
  const t = useT();
  const me = useMe();
  const firstName = me.data?.profile?.firstName?.trim() || t('creatorDashboard.defaultName');
  const query = useCreatorDashboard();
  const [searchParams, setSearchParams] = useSearchParams();
  const shown = CREATOR_DASHBOARD_TABS.filter((tab) => tab === 'overview' || tabs[tab] !== undefined);
  const tab = readDashboardTab(searchParams, shown);
  const error = query.isError
    ? { message: query.error.message, onRetry: () => void query.refetch(), isRetrying: query.isFetching }
    : null;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <title>{t('creatorDashboard.pageTitle')}</title>
      <h1 className="text-3xl font-bold tracking-tight">{t('creatorDashboard.title')}</h1>
      <p className="mt-1 text-muted-foreground">{t('creatorDashboard.welcome', { name: firstName })}</p>

      <div className="mt-6">
        <CreatorStats stats={query.data?.stats} />
      </div>

      <Tabs
        value={tab}
        onValueChange={(value) =>
          setSearchParams((current) => withDashboardTab(current, value as CreatorDashboardTab), {
            replace: true,
          })
        }
        className="mt-8"
      >
        <TabsList aria-label={t('creatorDashboard.tabs')} className="h-auto flex-wrap">
          {shown.map((value) => (
            <TabsTrigger key={value} value={value}>
              {t(TAB_KEYS[value])}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <div className="grid gap-6 lg:grid-cols-2">
            <div className="grid content-start gap-6">
              <ProfileCompletionCard />
              {pointsTracker}
              <PerformanceCard performance={query.data?.performance} error={error} />
            </div>
            <div className="grid content-start gap-6">
              {recentApplications}
              {recentActivity}
            </div>
          </div>
        </TabsContent>
        {shown
          .filter((value) => value !== 'overview')
          .map((value) => (
            <TabsContent key={value} value={value}>
              {tabs[value]}
            </TabsContent>
          ))}
      </Tabs>
    </div>
  );
}
