import type { MessageKey } from '@partnerly/contracts/i18n';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useTabParam } from '@/lib/use-tab-param';
import { AnalyticsTab } from './analytics-tab';
import { MyCodesTab } from './my-codes-tab';
import { PublicProfileTab } from './public-profile-tab';
import { ShareLinksTab } from './share-links-tab';
import { useT } from '@/lib/i18n/i18n-provider';

const HUB_TABS = ['my-codes', 'analytics', 'share-links', 'public-profile'] as const;
type HubTab = (typeof HUB_TABS)[number];

const HUB_TAB_LABELS: Record<HubTab, MessageKey> = {
  'my-codes': 'affiliateHub.tabMyCodes',
  analytics: 'affiliateHub.tabAnalytics',
  'share-links': 'affiliateHub.tabShareLinks',
  'public-profile': 'affiliateHub.tabPublicProfile',
};

/**
 * The Affiliate Hub's tabs (spec 03 'Affiliate codes dashboard and share', issue 17): the
 * creator's codes, their analytics, the share link of the public page and what that page
 * shows. The body of /affiliate-hub and the creator dashboard's Affiliate Hub tab.
 */
export function AffiliateHubContent({ tabParam = 'tab' }: { tabParam?: string }) {
  const t = useT();
  const [tab, selectTab] = useTabParam(HUB_TABS, tabParam);
  return (
    <Tabs value={tab} onValueChange={selectTab}>
      <TabsList aria-label={t('affiliateHub.title')} className="h-auto flex-wrap">
        {HUB_TABS.map((value) => (
          <TabsTrigger key={value} value={value}>
            {t(HUB_TAB_LABELS[value])}
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
  );
}
