import {
  formatBillingDate,
  PLAN_IDS,
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
import { useT } from '@/lib/i18n/i18n-provider';
import { useEnterpriseWorkspaces } from '../api/admin-enterprise';
import { PLAN_LABELS } from './enterprise-labels';
import { GrantDialog, isOnEnterprise } from './grant-dialog';

/** Not words: the same in every language. */
const SEPARATOR = ' · ';

function PlanCell({ workspace }: { workspace: EnterpriseWorkspace }) {
  const t = useT();
  return (
    <div className="grid gap-1">
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{t(PLAN_LABELS[workspace.planId])}</span>
        {workspace.status === 'cancelled' ? (
          <ToneBadge tone="warning">{t('adminEnterprise.ending')}</ToneBadge>
        ) : null}
      </span>
      {workspace.accessEndsAt ? (
        <span className="text-muted-foreground">
          {t('adminEnterprise.until', { date: formatBillingDate(workspace.accessEndsAt) })}
        </span>
      ) : null}
    </div>
  );
}

function LimitsCell({ workspace }: { workspace: EnterpriseWorkspace }) {
  const t = useT();
  const { limits } = workspace;
  const custom = workspace.customQrCodeLimit !== null || workspace.customRedemptionLimit !== null;
  return (
    <div className="grid gap-0.5 whitespace-nowrap">
      <span>{t('adminEnterprise.qrLimit', { count: limits.qrCodeLimit })}</span>
      <span>{t('adminEnterprise.redemptionLimit', { count: limits.maxRedemptionsPerCode })}</span>
      <span className="text-muted-foreground">
        {custom
          ? t('adminEnterprise.postLimitCustom', { count: limits.campaignPostLimit })
          : t('adminEnterprise.postLimit', { count: limits.campaignPostLimit })}
      </span>
    </div>
  );
}

function GrantButton({ workspace, onGrant }: { workspace: EnterpriseWorkspace; onGrant: () => void }) {
  const t = useT();
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={onGrant}
      aria-label={
        isOnEnterprise(workspace)
          ? t('adminEnterprise.extendFor', { name: workspace.name })
          : t('adminEnterprise.grantTo', { name: workspace.name })
      }
    >
      <Crown aria-hidden />
      {isOnEnterprise(workspace) ? t('adminEnterprise.extend') : t('adminEnterprise.grantEnterprise')}
    </Button>
  );
}

/**
 * Brand workspaces with their plan, its end and the limits that apply now; super admins grant or
 * extend the Enterprise plan from here (`canChange`).
 */
export function WorkspacesSection({ canChange }: { canChange: boolean }) {
  const t = useT();
  const planOptions = PLAN_IDS.map((id) => ({ id, label: t(PLAN_LABELS[id]) }));
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
        {t('adminEnterprise.workspaces')}
      </h2>
      <div className="grid gap-3 md:grid-cols-[1fr_12rem] md:items-end">
        <SearchBox
          value={search}
          onSearch={onSearch}
          label={t('adminEnterprise.searchBrands')}
          placeholder={t('adminEnterprise.searchPlaceholder')}
          maxLength={100}
        />
        <SelectField
          label={t('adminEnterprise.planNow')}
          placeholder={t('adminEnterprise.allPlans')}
          options={planOptions}
          value={plan}
          onChange={(event) => {
            setPlan(event.target.value as PlanId | '');
            setPage(1);
          }}
        />
      </div>
      {workspaces.isPending ? (
        <div
          className="grid gap-3"
          role="status"
          aria-busy="true"
          aria-label={t('adminEnterprise.loadingWorkspaces')}
        >
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-16" />
          ))}
        </div>
      ) : workspaces.isError && !data ? (
        <RetryAlert
          message={t('adminEnterprise.loadWorkspacesFailed')}
          onRetry={() => void workspaces.refetch()}
        />
      ) : data && data.workspaces.length === 0 ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
          {data.total === 0 ? t('adminEnterprise.noWorkspaces') : t('adminEnterprise.noBrandsOnPage')}
        </p>
      ) : data ? (
        <div className={workspaces.isPlaceholderData ? 'grid gap-4 opacity-60' : 'grid gap-4'}>
          <ul className="grid gap-3 md:hidden" aria-label={t('adminEnterprise.workspaces')}>
            {data.workspaces.map((workspace) => (
              <li key={workspace.workspaceId} className="grid gap-2 rounded-xl border p-4 text-sm">
                <p className="text-base font-medium break-words" dir="auto">
                  {workspace.name}
                </p>
                {workspace.owner ? (
                  <p className="break-all text-muted-foreground">
                    <bdi>{workspace.owner.name}</bdi>
                    {SEPARATOR}
                    <span dir="ltr">{workspace.owner.email}</span>
                  </p>
                ) : null}
                <PlanCell workspace={workspace} />
                <LimitsCell workspace={workspace} />
                {workspace.pendingLimitRequests > 0 ? (
                  <ToneBadge tone="warning" className="w-fit">
                    {t('adminEnterprise.pendingLimitRequests', { count: workspace.pendingLimitRequests })}
                  </ToneBadge>
                ) : null}
                {canChange ? (
                  <GrantButton workspace={workspace} onGrant={() => setGranting(workspace)} />
                ) : null}
              </li>
            ))}
          </ul>
          <div className="hidden md:block">
            <ScrollTable label={t('adminEnterprise.workspaces')}>
              <thead className="bg-muted/50 text-start">
                <tr>
                  <th scope="col" className={headCell}>
                    {t('adminEnterprise.brand')}
                  </th>
                  <th scope="col" className={headCell}>
                    {t('adminEnterprise.planColumn')}
                  </th>
                  <th scope="col" className={headCell}>
                    {t('adminEnterprise.limitsNow')}
                  </th>
                  <th scope="col" className={headCell}>
                    {t('adminEnterprise.requests')}
                  </th>
                  {canChange ? (
                    <th scope="col" className={headCell}>
                      <span className="sr-only">{t('common.actions')}</span>
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody>
                {data.workspaces.map((workspace) => (
                  <tr key={workspace.workspaceId} className="border-t align-top">
                    <td className="px-3 py-2">
                      <p className="font-medium break-words" dir="auto">
                        {workspace.name}
                      </p>
                      {workspace.owner ? (
                        <p className="break-all text-muted-foreground">
                          <bdi>{workspace.owner.name}</bdi>
                          {SEPARATOR}
                          <span dir="ltr">{workspace.owner.email}</span>
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
                        <ToneBadge tone="warning">
                          {t('adminEnterprise.pendingCount', { count: workspace.pendingLimitRequests })}
                        </ToneBadge>
                      ) : (
                        <span className="text-muted-foreground">{t('common.none')}</span>
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
            noun={{ one: t('adminEnterprise.brandNoun'), many: t('adminEnterprise.brandsNoun') }}
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
