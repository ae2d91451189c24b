import type { PrivateCode, PrivateCodesOverview } from '@partnerly/contracts';
import { CalendarRange, Percent, Plus, QrCode, ScanLine } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useWorkspaceAccess } from '@/api/workspace/use-workspace';
import { StatCard } from '@/components/stat-card';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Tooltip } from '@/components/ui/tooltip';
import { useKnownText, useT } from '@/lib/i18n/i18n-provider';
import { useDeletePrivateCode, usePrivateCodes, useSetPrivateCodeStatus } from '../api/private-codes';
import { CodeCard } from './code-card';
import { maxUsesCap } from './code-form-rules';
import { CollapsibleSection } from './collapsible-section';
import { CreateCodeDialog } from './create-code-dialog';
import { PlanFacts } from './plan-facts';
import { liveCodeCount } from './private-code-format';
import { RecentRedemptions } from './recent-redemptions';

interface PrivateCodesTabProps {
  /**
   * More codes than the plan allows (composed by the app): the limit request on an enterprise
   * plan, 'Upgrade to Enterprise' otherwise.
   */
  limitAction?: ReactNode;
}

/**
 * The brand's QR Codes tab (/dashboard?tab=private-referrals; spec 02 'Private QR Codes tab',
 * issue 18): Create QR Code (disabled with the plan's reason), the plan's facts, four stats,
 * the codes and the latest redemption attempts, live over the event stream.
 */
export function PrivateCodesTab({ limitAction }: PrivateCodesTabProps) {
  const t = useT();
  const overview = usePrivateCodes();
  const [isCreating, setIsCreating] = useState(false);
  const plan = overview.data?.plan;

  return (
    <div className="grid gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('privateCodes.title')}</h1>
          <p className="mt-2 text-muted-foreground">{t('privateCodes.intro')}</p>
        </div>
        <CreateButton plan={plan} onCreate={() => setIsCreating(true)} />
      </header>

      {overview.isPending ? (
        <div className="grid gap-4" role="status" aria-label={t('privateCodes.loading')}>
          <Skeleton className="h-28 w-full rounded-xl" />
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} className="h-32 w-full rounded-xl" />
            ))}
          </div>
          <Skeleton className="h-64 w-full rounded-xl" />
        </div>
      ) : overview.isError && !overview.data ? (
        <RetryAlert message={t('privateCodes.loadFailed')} onRetry={() => void overview.refetch()} />
      ) : (
        <>
          {overview.isError ? (
            <RetryAlert message={t('privateCodes.refreshFailed')} onRetry={() => void overview.refetch()} />
          ) : null}
          <PlanFacts plan={overview.data.plan} stats={overview.data.stats} limitAction={limitAction} />
          <Stats overview={overview.data} />
          <CodesSection
            codes={overview.data.codes}
            canCreate={overview.data.plan.canCreate}
            onCreate={() => setIsCreating(true)}
          />
          <CollapsibleSection
            title={t('privateCodes.recentRedemptions')}
            count={overview.data.recentRedemptions.length}
          >
            <RecentRedemptions redemptions={overview.data.recentRedemptions} />
          </CollapsibleSection>
        </>
      )}

      {plan ? (
        <CreateCodeDialog
          open={isCreating}
          onOpenChange={setIsCreating}
          planName={plan.planName}
          maxUsesCap={maxUsesCap(plan.maxRedemptionsPerCode)}
        />
      ) : null}
    </div>
  );
}

/**
 * Create QR Code: disabled while the plan is unknown; when the plan refuses, it stays reachable
 * by keyboard (aria-disabled) and its tooltip gives the spec's reason.
 */
function CreateButton({
  plan,
  onCreate,
}: {
  plan: PrivateCodesOverview['plan'] | undefined;
  onCreate(): void;
}) {
  const t = useT();
  const known = useKnownText();
  const button = (
    <Button
      size="lg"
      className="shrink-0"
      disabled={!plan}
      aria-disabled={plan && !plan.canCreate ? true : undefined}
      onClick={() => (plan?.canCreate ? onCreate() : undefined)}
    >
      <Plus aria-hidden /> {t('privateCodes.create')}
    </Button>
  );
  if (!plan || plan.canCreate) return button;
  return (
    <Tooltip
      content={plan.createBlockedReason ? known(plan.createBlockedReason) : t('privateCodes.upgradeToCreate')}
    >
      {button}
    </Tooltip>
  );
}

function Stats({ overview }: { overview: PrivateCodesOverview }) {
  const t = useT();
  const { stats, codes } = overview;
  return (
    <section aria-labelledby="qr-stats-heading">
      <h2 id="qr-stats-heading" className="sr-only">
        {t('privateCodes.statsHeading')}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label={t('privateCodes.totalCodes')}
          value={String(stats.totalCodes)}
          hint={t('privateCodes.liveCodes', { count: liveCodeCount(codes) })}
          icon={<QrCode aria-hidden />}
        />
        <StatCard
          label={t('privateCodes.totalRedemptions')}
          value={stats.totalRedemptions.toLocaleString('en-US')}
          hint={t('privateCodes.totalRedemptionsHint')}
          icon={<ScanLine aria-hidden />}
        />
        <StatCard
          label={t('privateCodes.successRate')}
          value={`${stats.successRate}%`}
          hint={
            overview.recentRedemptions.length > 0
              ? t('privateCodes.successRateHint')
              : t('privateCodes.noAttempts')
          }
          icon={<Percent aria-hidden />}
        />
        <StatCard
          label={t('privateCodes.thisMonth')}
          value={`${stats.monthlyUsed} / ${stats.monthlyLimit}`}
          hint={t('privateCodes.thisMonthHint')}
          icon={<CalendarRange aria-hidden />}
        />
      </dl>
    </section>
  );
}

interface CodesSectionProps {
  codes: PrivateCode[];
  canCreate: boolean;
  onCreate(): void;
}

function CodesSection({ codes, canCreate, onCreate }: CodesSectionProps) {
  const t = useT();
  const access = useWorkspaceAccess();
  const setStatus = useSetPrivateCodeStatus();
  const deleteCode = useDeletePrivateCode();
  const [deleting, setDeleting] = useState<PrivateCode | null>(null);
  const statusPendingId = setStatus.isPending ? setStatus.variables.id : null;

  return (
    <CollapsibleSection title={t('privateCodes.yourCodes')} count={codes.length}>
      {codes.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary/10">
            <QrCode className="size-6 text-primary" aria-hidden />
          </span>
          <p className="text-lg font-semibold">{t('privateCodes.empty')}</p>
          <p className="max-w-md text-sm text-muted-foreground">{t('privateCodes.emptyDetail')}</p>
          {canCreate ? (
            <Button onClick={onCreate}>
              <Plus aria-hidden /> {t('privateCodes.create')}
            </Button>
          ) : null}
        </div>
      ) : (
        <ul aria-label={t('privateCodes.yourCodesList')} className="grid gap-4 lg:grid-cols-2">
          {codes.map((code) => {
            const mayChange = access.mayWorkOn(code.brandProfile?.id);
            return (
              <li key={code.id}>
                <CodeCard
                  code={code}
                  onSetStatus={mayChange ? (status) => setStatus.mutate({ id: code.id, status }) : undefined}
                  isStatusPending={statusPendingId === code.id}
                  onDelete={mayChange ? () => setDeleting(code) : undefined}
                />
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(isOpen) => (isOpen ? undefined : setDeleting(null))}
        title={t('privateCodes.deleteTitle')}
        description={
          deleting
            ? t('privateCodes.deleteDescription', { code: deleting.code, campaign: deleting.campaignName })
            : ''
        }
        confirmLabel={t('privateCodes.deleteConfirm')}
        isPending={deleteCode.isPending}
        onConfirm={() => {
          if (deleting) deleteCode.mutate(deleting, { onSettled: () => setDeleting(null) });
        }}
      />
    </CollapsibleSection>
  );
}
