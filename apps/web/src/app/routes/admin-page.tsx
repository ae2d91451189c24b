import {
  BadgeCheck,
  BarChart3,
  Building2,
  Flag,
  LayoutDashboard,
  LifeBuoy,
  Mail,
  Megaphone,
  Scale,
  Users,
} from 'lucide-react';
import { AdminConsole, type AdminTab } from '@/features/admin/components/admin-console';
import { AnnouncementsTab } from '@/features/admin-announcements/components/announcements-tab';
import { AdminDisputesTab } from '@/features/admin-disputes/components/admin-disputes-tab';
import { AnalyticsTab } from '@/features/admin-overview/components/analytics-tab';
import { OverviewTab } from '@/features/admin-overview/components/overview-tab';
import { AdminUsersTab } from '@/features/admin-users/components/admin-users-tab';
import { EnterpriseTab } from '@/features/admin-enterprise/components/enterprise-tab';
import { CampaignsTab } from '@/features/admin-moderation/components/campaigns-tab';
import { ReportsTab } from '@/features/admin-moderation/components/reports-tab';
import { SupportTab } from '@/features/admin-support/components/support-tab';
import { VerificationsTab } from '@/features/admin-verifications/components/verifications-tab';

/**
 * The admin console's tabs, in order, each from the feature that owns it (issue 19). The first
 * is /admin; the others are /admin/{id}.
 */
const TABS: AdminTab[] = [
  { id: 'overview', label: 'admin.tabOverview', icon: LayoutDashboard, element: <OverviewTab /> },
  { id: 'users', label: 'admin.tabUsers', icon: Users, element: <AdminUsersTab /> },
  { id: 'campaigns', label: 'admin.tabCampaigns', icon: Megaphone, element: <CampaignsTab /> },
  { id: 'reports', label: 'admin.tabReports', icon: Flag, element: <ReportsTab /> },
  { id: 'verifications', label: 'admin.tabVerifications', icon: BadgeCheck, element: <VerificationsTab /> },
  { id: 'disputes', label: 'admin.tabDisputes', icon: Scale, element: <AdminDisputesTab /> },
  { id: 'analytics', label: 'admin.tabAnalytics', icon: BarChart3, element: <AnalyticsTab /> },
  { id: 'support', label: 'admin.tabSupport', icon: LifeBuoy, element: <SupportTab /> },
  { id: 'announcements', label: 'admin.tabAnnouncements', icon: Mail, element: <AnnouncementsTab /> },
  { id: 'enterprise', label: 'admin.tabEnterprise', icon: Building2, element: <EnterpriseTab /> },
];

/** /admin and /admin/{tab}. */
export function AdminPage() {
  return <AdminConsole tabs={TABS} />;
}
