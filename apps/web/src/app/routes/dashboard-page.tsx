import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { AffiliateAnalytics } from '@/features/brand-affiliate/components/affiliate-analytics';
import { AffiliateCodesDialog } from '@/features/brand-affiliate/components/affiliate-codes-dialog';
import { ApplicationsDialog } from '@/features/brand-applications/components/applications-dialog';
import { BrandDashboard, type CampaignRef } from '@/features/brand-dashboard/components/brand-dashboard';
import { BrandPayouts } from '@/features/brand-payouts/components/brand-payouts';
import { FavouriteCreatorButton } from '@/features/brand-network';
import { ProfileCompletionWidget } from '@/features/brand-profiles/components/profile-completion-widget';
import { CampaignWorkPanel } from '@/features/campaign-work/routes/campaign-work-panel';
import { CampaignFormDialog } from '@/features/campaign-editor/components/campaign-form-dialog';
import { DashboardRoute } from '@/features/dashboard/routes/dashboard-route';
import { RecentActivityCard } from '@/features/notifications/components/recent-activity-card';
import { PrivateCodesTab } from '@/features/private-codes/components/private-codes-tab';
import { PlanNotActiveCard } from '@/features/subscriptions/components/plan-not-active-card';
import { QrLimitAction } from '@/features/subscriptions/components/qr-limit-action';
import { SubscriptionNotifier } from '@/features/subscriptions/components/subscription-notifier';
import { CampaignReportDialog } from '@/features/submissions-review/components/report-dialog';
import { SubmissionsReview } from '@/features/submissions-review/components/submissions-review';
import type { MeProfile } from '@partnerly/contracts';
import { readCampaignWorkParams, withoutCampaignWork } from '@/lib/campaign-work-link';
import { CREATOR_HOME } from '@/lib/role-home';
import { useApplicationsParam } from './applications-param';
import { useReportParam } from './report-param';

const CREATOR_SIDE: readonly string[] = ['creator', 'agent', 'agency'];

/**
 * /dashboard: the dashboard router with the notifications' Recent Activity panel and the
 * brand's limit warnings; brands get the brand dashboard with the campaign form, creators go
 * on to their home, /creator-dashboard (issue 21). On the creator side, ?tab=campaign-work&campaign=&application= shows the campaign work panel
 * instead (spec 03 'Routes'); its Back removes those parameters.
 */
export function DashboardPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const work = readCampaignWorkParams(searchParams);
  return (
    <>
      <SubscriptionNotifier />
      <DashboardRoute
        recentActivity={<RecentActivityCard />}
        homeFor={(_me, profile) =>
          work && CREATOR_SIDE.includes(profile.userType) ? (
            <CampaignWorkPanel
              key={work.applicationId}
              campaignId={work.campaignId}
              applicationId={work.applicationId}
              viewerIsAgent={profile.userType !== 'creator'}
              onBack={() => setSearchParams((current) => withoutCampaignWork(current))}
            />
          ) : profile.userType === 'brand' ? (
            <BrandHomePage profile={profile} />
          ) : profile.userType === 'creator' ? (
            <Navigate to={CREATOR_HOME} replace />
          ) : null
        }
      />
    </>
  );
}

/**
 * The brand dashboard with the Create/Edit Campaign form, the Applications dialog it opens (each
 * applicant with the network's Add to network button), the report dialog, the Affiliate Codes
 * dialog, the Submissions tab's review queue, the Affiliate Analytics tab, the Payouts tab and
 * the QR Codes tab (with the subscriptions' way to more codes).
 */
function BrandHomePage({ profile }: { profile: MeProfile }) {
  const [form, setForm] = useState<{ isOpen: boolean; campaignId?: string }>({ isOpen: false });
  const [affiliateCampaign, setAffiliateCampaign] = useState<CampaignRef | null>(null);
  const applications = useApplicationsParam();
  const report = useReportParam();
  return (
    <>
      <BrandDashboard
        profile={profile}
        onCreateCampaign={() => setForm({ isOpen: true })}
        onEditCampaign={(campaignId) => setForm({ isOpen: true, campaignId })}
        onViewApplications={applications.open}
        onViewReport={(campaign) => report.open(campaign.id)}
        onManageAffiliateCodes={setAffiliateCampaign}
        profileCompletion={<ProfileCompletionWidget />}
        planStatus={<PlanNotActiveCard />}
        renderSubmissions={(state) => <SubmissionsReview {...state} onViewReport={report.open} />}
        renderPayouts={() => <BrandPayouts />}
        renderAffiliateAnalytics={() => <AffiliateAnalytics />}
        renderPrivateCodes={() => <PrivateCodesTab limitAction={<QrLimitAction />} />}
      />
      <CampaignFormDialog
        key={form.campaignId ?? 'new'}
        open={form.isOpen}
        onOpenChange={(isOpen) => setForm((current) => ({ ...current, isOpen }))}
        campaignId={form.campaignId}
      />
      <ApplicationsDialog
        campaign={applications.campaign}
        initialTab={applications.tab}
        onOpenChange={(isOpen) => (isOpen ? undefined : applications.close())}
        renderCreatorAction={(applicant) => (
          <FavouriteCreatorButton creatorId={applicant.id} creatorName={applicant.name} />
        )}
      />
      <AffiliateCodesDialog
        campaign={affiliateCampaign}
        onOpenChange={(isOpen) => (isOpen ? undefined : setAffiliateCampaign(null))}
      />
      <CampaignReportDialog
        campaignId={report.campaignId}
        onOpenChange={(isOpen) => (isOpen ? undefined : report.close())}
        renderCreatorAction={(creator) => (
          <FavouriteCreatorButton creatorId={creator.id} creatorName={creator.name} />
        )}
      />
    </>
  );
}
