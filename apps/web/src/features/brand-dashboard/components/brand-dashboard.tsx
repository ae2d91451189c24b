import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { DASHBOARD_TAB_EVENT } from '@/lib/dashboard-tab-event';
import { useT } from '@/lib/i18n/i18n-provider';
import { useLiveCampaigns } from '../api/use-live-campaigns';
import { BrandHome } from './brand-home';
import { CampaignsTab } from './campaigns-tab';
import {
  BRAND_DASHBOARD_TABS,
  TAB_LABELS,
  TAB_SHORT_LABELS,
  campaignOf,
  parseTabSwitch,
  resolveTab,
  tabParams,
  type BrandDashboardTab,
} from './dashboard-tabs';

export interface CampaignRef {
  id: string;
  title: string;
}

/** What the Submissions tab shows: one campaign's queue (null: every campaign's). */
interface SubmissionsTabState {
  campaignId: string | null;
  onCampaignChange(campaignId: string | null): void;
}

export interface BrandDashboardProps {
  profile: { firstName: string | null; companyName: string | null };
  /** Opens the Create Campaign form (composed by the app). */
  onCreateCampaign(): void;
  /** Opens the Edit Campaign form for one campaign. */
  onEditCampaign(campaignId: string): void;
  /** Opens the campaign's applications; the menu item shows only when given. */
  onViewApplications?(campaign: CampaignRef): void;
  /** Opens the campaign's report (results, engagement, Export Report); the menu item shows only when given. */
  onViewReport?(campaign: CampaignRef): void;
  /** Opens the campaign's Affiliate Codes dialog; the menu item shows only when given. */
  onManageAffiliateCodes?(campaign: CampaignRef): void;
  /** Shown on the Home tab: the brand profile's completion widget. */
  profileCompletion?: ReactNode;
  /** Shown first on the Home tab: the plan's state when it is not active (composed by the app). */
  planStatus?: ReactNode;
  /** The Submissions tab's screen (composed by the app), for the campaign in the address. */
  renderSubmissions(state: SubmissionsTabState): ReactNode;
  /** The Payouts tab's screen (composed by the app). */
  renderPayouts(): ReactNode;
  /** The Affiliate Analytics tab's screen (composed by the app). */
  renderAffiliateAnalytics(): ReactNode;
  /** The QR Codes tab's screen (composed by the app). */
  renderPrivateCodes(): ReactNode;
}

/**
 * The brand dashboard (/dashboard for brands, spec 02 section 2, variant B): Home, Campaigns,
 * Submissions, Payouts, Affiliate Analytics and QR Codes tabs, the tab kept in ?tab= (and the
 * Submissions tab's campaign in ?campaign=), switchable by the dashboard-tab window event.
 */
export function BrandDashboard({
  profile,
  onCreateCampaign,
  onEditCampaign,
  onViewApplications,
  onViewReport,
  onManageAffiliateCodes,
  profileCompletion,
  planStatus,
  renderSubmissions,
  renderPayouts,
  renderAffiliateAnalytics,
  renderPrivateCodes,
}: BrandDashboardProps) {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = resolveTab(searchParams.get('tab'));
  useLiveCampaigns();
  const shortLabel = (value: BrandDashboardTab) => {
    const key = TAB_SHORT_LABELS[value];
    return key ? t(key) : null;
  };

  const selectTab = useCallback(
    (next: BrandDashboardTab) => setSearchParams((current) => tabParams(current, next), { replace: true }),
    [setSearchParams],
  );
  // Opening one campaign's queue is a step the Back button undoes; changing the filter is not.
  const showSubmissions = (campaignId: string | null, options: { isStep: boolean }) =>
    setSearchParams((current) => tabParams(current, 'submissions', campaignId), {
      replace: !options.isStep,
    });

  // At phone width the tab list scrolls sideways: keep the current tab in sight.
  const tabListRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const active = tabListRef.current?.querySelector<HTMLElement>('[data-state="active"]');
    active?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [tab]);

  const createRef = useRef(onCreateCampaign);
  useEffect(() => {
    createRef.current = onCreateCampaign;
  });
  useEffect(() => {
    const onTabEvent = (event: Event) => {
      const request = parseTabSwitch((event as CustomEvent<unknown>).detail);
      if (!request) return;
      selectTab(request.tab);
      if (request.shouldCreate) createRef.current();
    };
    window.addEventListener(DASHBOARD_TAB_EVENT, onTabEvent);
    return () => window.removeEventListener(DASHBOARD_TAB_EVENT, onTabEvent);
  }, [selectTab]);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <title>{t('brandDashboard.pageTitle')}</title>
      <Tabs value={tab} onValueChange={(value) => selectTab(resolveTab(value))}>
        {/* At phone width the tabs scroll sideways (with shorter labels) rather than squeeze. */}
        <TabsList
          ref={tabListRef}
          aria-label={t('brandDashboard.sections')}
          className="justify-start overflow-x-auto sm:w-auto"
        >
          {BRAND_DASHBOARD_TABS.map((value) => (
            <TabsTrigger key={value} value={value} className="sm:min-w-32">
              {shortLabel(value) ? (
                <>
                  <span className="sm:hidden">{shortLabel(value)}</span>
                  <span className="hidden sm:inline">{t(TAB_LABELS[value])}</span>
                </>
              ) : (
                t(TAB_LABELS[value])
              )}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="home" className="mt-6">
          <BrandHome
            profile={profile}
            onCreateCampaign={onCreateCampaign}
            onManageCampaigns={() => selectTab('campaigns')}
            onOpenReferrals={() => selectTab('private-referrals')}
            profileCompletion={profileCompletion}
            planStatus={planStatus}
          />
        </TabsContent>
        <TabsContent value="campaigns" className="mt-6">
          <CampaignsTab
            onCreateCampaign={onCreateCampaign}
            onEditCampaign={onEditCampaign}
            onViewApplications={onViewApplications}
            onViewReport={onViewReport}
            onManageAffiliateCodes={onManageAffiliateCodes}
            onViewSubmissions={(campaignId) => showSubmissions(campaignId, { isStep: true })}
          />
        </TabsContent>
        <TabsContent value="submissions" className="mt-6">
          {renderSubmissions({
            campaignId: campaignOf(searchParams),
            onCampaignChange: (campaignId) => showSubmissions(campaignId, { isStep: false }),
          })}
        </TabsContent>
        <TabsContent value="affiliate-analytics" className="mt-6">
          {renderAffiliateAnalytics()}
        </TabsContent>
        <TabsContent value="payouts" className="mt-6">
          {renderPayouts()}
        </TabsContent>
        <TabsContent value="private-referrals" className="mt-6">
          {renderPrivateCodes()}
        </TabsContent>
      </Tabs>
    </div>
  );
}
