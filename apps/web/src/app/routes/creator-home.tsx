import { RoleHome } from '@/features/dashboard/components/role-home';
import { RecentApplicationsCard } from '@/features/my-applications/components/recent-applications-card';
import { RecentActivityCard } from '@/features/notifications/components/recent-activity-card';
import { PointsTrackerCard } from '@/features/points/components/points-tracker-card';
import type { MeProfile } from '@partnerly/contracts';
import type { Me } from '@/lib/session';

/**
 * The creator's role home: the last 5 applications (spec 03 'Creator dashboard'), the Points
 * Tracker (issue 20) and the notifications.
 */
export function CreatorHome({ me, profile }: { me: Me; profile: MeProfile }) {
  return (
    <RoleHome
      me={me}
      profile={profile}
      recentActivity={
        <div className="grid content-start gap-6">
          <RecentApplicationsCard />
          <PointsTrackerCard />
          <RecentActivityCard />
        </div>
      }
    />
  );
}
