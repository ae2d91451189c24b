import { CreatorAgentsPanel } from '@/features/agents/components/creator-agents-panel';
import { AffiliateHubContent } from '@/features/affiliate-hub/components/affiliate-hub-content';
import { CalendarTab } from '@/features/calendar/components/calendar-tab';
import { CREATOR_DASHBOARD_VIEW_PARAM } from '@/features/creator-dashboard/components/dashboard-tabs';
import { CreatorDashboardRoute } from '@/features/creator-dashboard/routes/creator-dashboard-route';
import { CreatorWorkContent } from '@/features/creator-work/components/creator-work-content';
import { MyApplicationsContent } from '@/features/my-applications/components/my-applications-content';
import { RecentApplicationsCard } from '@/features/my-applications/components/recent-applications-card';
import { RecentActivityCard } from '@/features/notifications/components/recent-activity-card';
import { PointsTrackerCard } from '@/features/points/components/points-tracker-card';

/**
 * /creator-dashboard (issue 21): the creator's home, with the Points Tracker, the last 5
 * applications and the notifications on the overview, and My Applications, My Work, the
 * calendar and the Affiliate Hub as its tabs (their own tabs in ?view=).
 */
export function CreatorDashboardPage() {
  return (
    <CreatorDashboardRoute
      pointsTracker={<PointsTrackerCard />}
      recentApplications={<RecentApplicationsCard />}
      recentActivity={<RecentActivityCard />}
      tabs={{
        campaigns: (
          <MyApplicationsContent agentsTab={<CreatorAgentsPanel />} tabParam={CREATOR_DASHBOARD_VIEW_PARAM} />
        ),
        workspace: <CreatorWorkContent tabParam={CREATOR_DASHBOARD_VIEW_PARAM} />,
        calendar: <CalendarTab />,
        affiliate: <AffiliateHubContent tabParam={CREATOR_DASHBOARD_VIEW_PARAM} />,
      }}
    />
  );
}
