import { AdminConsole, type AdminTab } from '@/features/admin/components/admin-console';

/**
 * The admin console's tabs, in order, each from the feature that owns it (issue 19). The first
 * is /admin; the others are /admin/{id}.
 */
const TABS: AdminTab[] = [];

/** /admin and /admin/{tab}. */
export function AdminPage() {
  return <AdminConsole tabs={TABS} />;
}
