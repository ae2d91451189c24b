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
  { id: 'overview', label: 'Overview', icon: LayoutDashboard, element: <OverviewTab /> },
  { id: 'users', label: 'Users', icon: Users, element: <AdminUsersTab /> },
  { id: 'campaigns', label: 'Campaigns', icon: Megaphone, element: <CampaignsTab /> },
  { id: 'reports', label: 'Reports', icon: Flag, element: <ReportsTab /> },
  { id: 'verifications', label: 'Verifications', icon: BadgeCheck, element: <VerificationsTab /> },
  { id: 'disputes', label: 'Disputes', icon: Scale, element: <AdminDisputesTab /> },
  { id: 'analytics', label: 'Analytics', icon: BarChart3, element: <AnalyticsTab /> },
  { id: 'support', label: 'Support', icon: LifeBuoy, element: <SupportTab /> },
  { id: 'announcements', label: 'Announcements', icon: Mail, element: <AnnouncementsTab /> },
  { id: 'enterprise', label: 'Enterprise', icon: Building2, element: <EnterpriseTab /> },
];

/** /admin and /admin/{tab}. */
export function AdminPage() {
  return <AdminConsole tabs={TABS} />;
}
