import { TeamLimitNotice } from '@/features/brand-team/components/team-limit-notice';
import { WorkspaceScreen } from '@/features/workspace/components/workspace-screen';

/** /team: the brand workspace's people, with the team limit notice of the brand team feature. */
export function TeamPage() {
  return (
    <WorkspaceScreen
      limitNotice={(limit) => <TeamLimitNotice limit={limit} onNavigate={() => undefined} />}
    />
  );
}
