import { useT } from '@/lib/i18n/i18n-provider';
import { useMe } from '@/lib/session';
import { LimitRequestsSection } from './limit-requests-section';
import { WorkspacesSection } from './workspaces-section';

/**
 * The admin console's Enterprise tab (issue 19 item 8): the brands' limit requests and every
 * brand workspace with its plan. Every admin reads it; only super admins grant or extend the
 * Enterprise plan and answer requests (decision 0059), so admins see no such buttons.
 */
export function EnterpriseTab() {
  const t = useT();
  const me = useMe();
  const canChange = me.data?.profile?.userType === 'super_admin';
  return (
    <div className="grid gap-10">
      {canChange ? null : (
        <p className="rounded-lg border bg-muted/40 p-3 text-sm text-muted-foreground">
          {t('adminEnterprise.readOnly')}
        </p>
      )}
      <LimitRequestsSection canChange={canChange} />
      <WorkspacesSection canChange={canChange} />
    </div>
  );
}
