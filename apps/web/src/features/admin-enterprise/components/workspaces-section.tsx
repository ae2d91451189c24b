import {
  ENTERPRISE_ADMIN_MESSAGES,
  formatBillingDate,
  PLAN_IDS,
  PLANS_BY_ID,
  type EnterpriseWorkspace,
  type EnterpriseWorkspaceListParams,
  type PlanId,
} from '@partnerly/contracts';
import { Crown } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Pager } from '@/components/pager';
import { SearchBox } from '@/components/search-box';
import { ScrollTable, headCell } from '@/components/scroll-table';
import { Button } from '@/components/ui/button';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { ToneBadge } from '@/components/ui/tone-badge';
import { useEnterpriseWorkspaces } from '../api/admin-enterprise';
import { GrantDialog, isOnEnterprise } from './grant-dialog';

const PLAN_OPTIONS = PLAN_IDS.map((id) => ({ id, label: PLANS_BY_ID[id].name }));

function PlanCell({ workspace }: { workspace: EnterpriseWorkspace }) {
  return (
    <div className="grid gap-1">
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{workspace.planName}</span>
        {workspace.status === 'cancelled' ? <ToneBadge tone="warning">Ending</ToneBadge> : null}
      </span>
      {workspace.accessEndsAt ? (
        <span className="text-muted-foreground">Until {formatBillingDate(workspace.accessEndsAt)}</span>
      ) : null}
    </div>
  );
}

function LimitsCell({ workspace }: { workspace: EnterpriseWorkspace }) {
  const { limits } = workspace;
  const custom = workspace.customQrCodeLimit !== null || workspace.customRedemptionLimit !== null;
  return (
    <div className="grid gap-0.5 whitespace-nowrap">
      <span>{limits.qrCodeLimit} QR codes a month</span>
      <span>{limits.maxRedemptionsPerCode} redemptions per code</span>
      <span className="text-muted-foreground">
        {limits.campaignPostLimit} campaign posts{custom ? ' · custom' : ''}
      </span>
    </div>
  );
}

function GrantButton({ workspace, onGrant }: { workspace: EnterpriseWorkspace; onGrant: () => void }) {
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={onGrant}
      aria-label={`Enterprise plan for ${workspace.name}`}
    >
      <Crown aria-hidden /> {isOnEnterprise(workspace) ? 'Extend' : 'Grant Enterprise'}
    </Button>
  );
}

/**
 * Brand workspaces with their plan, its end and the limits that apply now; super admins grant or
 * extend the Enterprise plan from here (`canChange`).
 */
export function WorkspacesSection({ canChange }: { canChange: boolean }) {
  const [search, setSearch] = useState('');
  const [plan, setPlan] = useState<PlanId | ''>('');
  const [page, setPage] = useState(1);
  const [granting, setGranting] = useState<EnterpriseWorkspace | null>(null);
  const params: EnterpriseWorkspaceListParams = {
    search: search || undefined,
    plan: plan || undefined,
    page,
  };
  const workspaces = useEnterpriseWorkspaces(params);
  const onSearch = useCallback((next: string) => {
    setSearch(next);
    setPage(1);
  }, []);
  const data = workspaces.data;

  return (
    <section aria-labelledby="enterprise-workspaces" className="grid gap-4">
      <h2 id="enterprise-workspaces" className="text-lg font-semibold">
        Brand workspaces
      </h2>
      <div className="grid gap-3 md:grid-cols-[1fr_12rem] md:items-end">
        <SearchBox
          value={search}
          onSearch={onSearch}
          label="Search brands"
          placeholder="Search by brand, owner or e-mail"
          maxLength={100}
        />
        <SelectField
          label="Plan now"
          placeholder="All plans"
          options={PLAN_OPTIONS}
          value={plan}
          onChange={(event) => {
            setPlan(event.target.value as PlanId | '');
            setPage(1);
          }}
        />
      </div>
      {workspaces.isPending ? (
        <div className="grid gap-3" role="status" aria-busy="true" aria-label="Loading brand workspaces">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-16" />
          ))}
        </div>
      ) : workspaces.isError && !data ? (
        <RetryAlert
          message={ENTERPRISE_ADMIN_MESSAGES.loadWorkspacesFailed}
          onRetry={() => void workspaces.refetch()}
        />
      ) : data && data.workspaces.length === 0 ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
          {data.total === 0 ? 'No brand workspaces match' : 'No brands on this page.'}
        </p>
      ) : data ? (
        <div className={workspaces.isPlaceholderData ? 'grid gap-4 opacity-60' : 'grid gap-4'}>
          <ul className="grid gap-3 md:hidden" aria-label="Brand workspaces">
            {data.workspaces.map((workspace) => (
              <li key={workspace.workspaceId} className="grid gap-2 rounded-xl border p-4 text-sm">
                <p className="text-base font-medium break-words">{workspace.name}</p>
                {workspace.owner ? (
                  <p className="break-all text-muted-foreground">
                    {workspace.owner.name} · {workspace.owner.email}
                  </p>
                ) : null}
                <PlanCell workspace={workspace} />
                <LimitsCell workspace={workspace} />
                {workspace.pendingLimitRequests > 0 ? (
                  <ToneBadge tone="warning" className="w-fit">
                    {workspace.pendingLimitRequests} pending limit request
                    {workspace.pendingLimitRequests === 1 ? '' : 's'}
                  </ToneBadge>
                ) : null}
                {canChange ? (
                  <GrantButton workspace={workspace} onGrant={() => setGranting(workspace)} />
                ) : null}
              </li>
            ))}
          </ul>
          <div className="hidden md:block">
            <ScrollTable label="Brand workspaces">
              <thead className="bg-muted/50 text-left">
                <tr>
                  <th scope="col" className={headCell}>
                    Brand
                  </th>
                  <th scope="col" className={headCell}>
                    Plan
                  </th>
                  <th scope="col" className={headCell}>
                    Limits now
                  </th>
                  <th scope="col" className={headCell}>
                    Requests
                  </th>
                  {canChange ? (
                    <th scope="col" className={headCell}>
                      <span className="sr-only">Actions</span>
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody>
                {data.workspaces.map((workspace) => (
                  <tr key={workspace.workspaceId} className="border-t align-top">
                    <td className="px-3 py-2">
                      <p className="font-medium break-words">{workspace.name}</p>
                      {workspace.owner ? (
                        <p className="break-all text-muted-foreground">
                          {workspace.owner.name} · {workspace.owner.email}
                        </p>
                      ) : null}
                    </td>
                    <td className="px-3 py-2">
                      <PlanCell workspace={workspace} />
                    </td>
                    <td className="px-3 py-2">
                      <LimitsCell workspace={workspace} />
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {workspace.pendingLimitRequests > 0 ? (
                        <ToneBadge tone="warning">{workspace.pendingLimitRequests} pending</ToneBadge>
                      ) : (
                        <span className="text-muted-foreground">None</span>
                      )}
                    </td>
                    {canChange ? (
                      <td className="px-3 py-2">
                        <GrantButton workspace={workspace} onGrant={() => setGranting(workspace)} />
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          </div>
          <Pager
            noun={{ one: 'brand', many: 'brands' }}
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={setPage}
          />
        </div>
      ) : null}
      <GrantDialog workspace={granting} onClose={() => setGranting(null)} />
    </section>
  );
}
