import { Users } from 'lucide-react';
import { AdminConsole, type AdminTab } from '@/features/admin/components/admin-console';
import { AdminUsersTab } from '@/features/admin-users/components/admin-users-tab';

/**
 * The admin console's tabs, in order, each from the feature that owns it (issue 19). The first
 * is /admin; the others are /admin/{id}.
 */
const TABS: AdminTab[] = [{ id: 'users', label: 'Users', icon: Users, element: <AdminUsersTab /> }];

/** /admin and /admin/{tab}. */
export function AdminPage() {
  return <AdminConsole tabs={TABS} />;
}
