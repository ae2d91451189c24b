import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useTabParam } from '@/lib/use-tab-param';
import { AnalyticsTab } from '../components/analytics-tab';
import { MyCodesTab } from '../components/my-codes-tab';
import { PublicProfileTab } from '../components/public-profile-tab';
import { ShareLinksTab } from '../components/share-links-tab';

const HUB_TABS = ['my-codes', 'analytics', 'share-links', 'public-profile'] as const;
type HubTab = (typeof HUB_TABS)[number];

const HUB_TAB_LABELS: Record<HubTab, string> = {
  'my-codes': 'My Codes',
  analytics: 'Analytics',
  'share-links': 'Share Links',
  'public-profile': 'Public Profile',
};

/**
 * /affiliate-hub (spec 03 'Affiliate codes dashboard and share', issue 17): the creator's
 * codes, their analytics, the share link of the public page and what that page shows.
 */
export function AffiliateHubRoute() {
  const [tab, selectTab] = useTabParam(HUB_TABS);
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
      <title>Affiliate Hub · Partnerly</title>
      <h1 className="text-3xl font-bold tracking-tight">Affiliate Hub</h1>
      <p className="mt-1 text-muted-foreground">
        Your discount codes, how they perform, and the public page that shares them.
      </p>
      <Tabs value={tab} onValueChange={selectTab} className="mt-6">
        <TabsList aria-label="Affiliate Hub" className="h-auto flex-wrap">
          {HUB_TABS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {HUB_TAB_LABELS[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="my-codes">
          <MyCodesTab />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsTab />
        </TabsContent>
        <TabsContent value="share-links">
          <ShareLinksTab />
        </TabsContent>
        <TabsContent value="public-profile">
          <PublicProfileTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
