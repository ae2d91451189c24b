import type { ReactNode } from 'react';
import { Search } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n-provider';
import { useMe } from '@/lib/session';
import { MyApplicationsContent } from '../components/my-applications-content';

interface MyApplicationsRouteProps {
  /** The creator's Agents tab (?tab=agents), composed by the app; agents have none. */
  agentsTab?: ReactNode;
}

/**
 * /my-applications (spec 03 'Routes', issue 7): every application with its campaign, status,
 * negotiation and the brand's latest counter offer, answered here on the creator side's
 * turn. Live over the event stream; tabs in the URL.
 */
export function MyApplicationsRoute({ agentsTab }: MyApplicationsRouteProps) {
  const t = useT();
  const me = useMe();
  const userType = me.data?.profile?.userType;
  const viewerIsAgent = userType === 'agent' || userType === 'agency';
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <title>{t('myApplications.pageTitle')}</title>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('myApplications.title')}</h1>
          <p className="mt-1 text-muted-foreground">
            {viewerIsAgent ? t('myApplications.agentIntro') : t('myApplications.creatorIntro')}
          </p>
        </div>
        <Button variant="outline" asChild>
          <Link to="/campaigns">
            <Search aria-hidden />
            {viewerIsAgent ? t('campaignFeed.discoveryTitle') : t('campaignFeed.browseTitle')}
          </Link>
        </Button>
      </div>
      <MyApplicationsContent agentsTab={agentsTab} className="mt-6" />
    </div>
  );
}
