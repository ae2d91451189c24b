import { CreatorAgentsPanel } from '@/features/agents/components/creator-agents-panel';
import { MyApplicationsRoute } from '@/features/my-applications/routes/my-applications-route';
import { useMe } from '@/lib/session';

/**
 * /my-applications: the creator side's applications; creators also get the Agents tab
 * (?tab=agents) with the agents' representation requests.
 */
export function MyApplicationsPage() {
  const me = useMe();
  const isCreator = me.data?.profile?.userType === 'creator';
  return <MyApplicationsRoute agentsTab={isCreator ? <CreatorAgentsPanel /> : undefined} />;
}
