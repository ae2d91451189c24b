import type { BrandAffiliateAnalytics, BrandAffiliateRow } from '@partnerly/contracts';
import { FileUp, TicketPercent } from 'lucide-react';
import { useState } from 'react';
import { useWorkspaceAccess } from '@/api/workspace/use-workspace';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useNameText, useT } from '@/lib/i18n/i18n-provider';
import { useBrandAffiliateAnalytics, useDeleteAffiliateCode } from '../api/affiliate-analytics';
import { useLoadFailureToast } from '../api/load-failure-toast';
import { useLiveAffiliate } from '../api/use-live-affiliate';
import { formatFils } from './affiliate-format';
import { CodeTable, CreatorTable } from './affiliate-tables';
import { ImportOrdersDialog } from './import-orders-dialog';

/**
 * The brand's Affiliate Analytics tab (/dashboard?tab=affiliate-analytics; spec 02 'Affiliate
 * analytics', issue 17): totals, a row per code with creator, campaign, views, copies, clicks,
 * click-through rate and orders (real once the campaign's orders are imported, else the spec's
 * estimate labelled 'Estimated'), the same per creator, delete after confirmation, and the
 * Import orders dialog. Deleted codes stay listed (their history counts). Live over the event stream.
 */
export function AffiliateAnalytics() {
  const t = useT();
  const nameText = useNameText();
  const analytics = useBrandAffiliateAnalytics();
  const access = useWorkspaceAccess();
  const deleteCode = useDeleteAffiliateCode();
  const [deleting, setDeleting] = useState<BrandAffiliateRow | null>(null);
  const [isImportOpen, setIsImportOpen] = useState(false);
  useLiveAffiliate();
  useLoadFailureToast(analytics, t('brandAffiliate.loadAnalyticsFailed'));

  const rows = analytics.data?.rows ?? [];
  const importable = campaignsOf(rows).filter((campaign) => access.mayWorkOn(campaign.brandProfileId));

  return (
    <div className="grid gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('brandAffiliate.title')}</h1>
          <p className="mt-2 text-muted-foreground">{t('brandAffiliate.intro')}</p>
        </div>
        {importable.length > 0 ? (
          <Button variant="outline" className="shrink-0" onClick={() => setIsImportOpen(true)}>
            <FileUp aria-hidden /> {t('brandAffiliate.importOrders')}
          </Button>
        ) : null}
      </header>

      {analytics.isPending ? (
        <div className="grid gap-4" role="status" aria-label={t('brandAffiliate.loadingAnalytics')}>
          <Skeleton className="h-24 w-full rounded-xl" />
          <Skeleton className="h-64 w-full rounded-xl" />
        </div>
      ) : analytics.isError ? (
        <RetryAlert
          message={t('brandAffiliate.loadAnalyticsFailed')}
          onRetry={() => void analytics.refetch()}
        />
      ) : rows.length === 0 ? (
        <EmptyAnalytics />
      ) : (
        <>
          <Totals totals={analytics.data.totals} />
          <section aria-labelledby="affiliate-codes-heading" className="grid gap-3">
            <h2 id="affiliate-codes-heading" className="text-xl font-semibold">
              {t('brandAffiliate.codes')}
            </h2>
            <CodeTable
              rows={rows}
              canDelete={(row) => row.status === 'active' && access.mayWorkOn(row.brandProfileId)}
              onDelete={setDeleting}
            />
          </section>
          <section aria-labelledby="affiliate-creators-heading" className="grid gap-3">
            <h2 id="affiliate-creators-heading" className="text-xl font-semibold">
              {t('brandAffiliate.byCreator')}
            </h2>
            <CreatorTable creators={analytics.data.creators} />
          </section>
          <p className="text-xs text-muted-foreground">{t('brandAffiliate.estimateNote')}</p>
        </>
      )}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(isOpen) => (isOpen ? undefined : setDeleting(null))}
        title={t('brandAffiliate.deleteTitle')}
        description={
          deleting
            ? t('brandAffiliate.deleteDescription', {
                code: deleting.code,
                creator: nameText(deleting.creatorName),
                campaign: deleting.campaignTitle,
              })
            : ''
        }
        confirmLabel={t('brandAffiliate.deleteConfirm')}
        isPending={deleteCode.isPending}
        onConfirm={() => {
          if (deleting) deleteCode.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      />
      <ImportOrdersDialog open={isImportOpen} onOpenChange={setIsImportOpen} campaigns={importable} />
    </div>
  );
}

/** The campaigns the rows name, once each, by title. */
function campaignsOf(rows: BrandAffiliateRow[]) {
  const campaigns = new Map<string, { id: string; title: string; brandProfileId: string | null }>();
  for (const row of rows) {
    campaigns.set(row.campaignId, {
      id: row.campaignId,
      title: row.campaignTitle,
      brandProfileId: row.brandProfileId,
    });
  }
  return [...campaigns.values()].sort((a, b) => a.title.localeCompare(b.title));
}

function Totals({ totals }: { totals: BrandAffiliateAnalytics['totals'] }) {
  const t = useT();
  const items: { label: string; value: string; note: string }[] = [
    {
      label: t('brandAffiliate.totalViews'),
      value: totals.views.toLocaleString('en-US'),
      note: t('brandAffiliate.onCodes', { count: totals.codes }),
    },
    {
      label: t('brandAffiliate.totalCopies'),
      value: totals.copies.toLocaleString('en-US'),
      note: t('brandAffiliate.codesCopied'),
    },
    {
      label: t('brandAffiliate.totalClicks'),
      value: totals.clicks.toLocaleString('en-US'),
      note: t('brandAffiliate.shopVisits'),
    },
    {
      label: t('brandAffiliate.clickThroughRate'),
      value: `${totals.clickThroughRate}%`,
      note: t('brandAffiliate.clicksPerCopy'),
    },
    {
      label: t('brandAffiliate.orders'),
      value: totals.importedOrders.toLocaleString('en-US'),
      note: t('brandAffiliate.fromImported', { amount: formatFils(totals.importedRevenueMinor) }),
    },
    {
      label: t('brandAffiliate.estimatedOrders'),
      value: totals.estimatedOrders.toLocaleString('en-US'),
      note: t('brandAffiliate.estimatedRevenue', { amount: formatFils(totals.estimatedRevenueMinor) }),
    },
  ];
  return (
    <dl
      className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6"
      aria-label={t('brandAffiliate.totals')}
    >
      {items.map((item) => (
        <div key={item.label} className="rounded-xl border bg-card px-4 py-3 shadow-sm">
          <dt className="text-sm text-muted-foreground">{item.label}</dt>
          <dd className="text-2xl font-bold tabular-nums">{item.value}</dd>
          <dd className="text-xs text-muted-foreground">{item.note}</dd>
        </div>
      ))}
    </dl>
  );
}

function EmptyAnalytics() {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary/10">
        <TicketPercent className="size-6 text-primary" aria-hidden />
      </span>
      <h2 className="text-lg font-semibold">{t('brandAffiliate.empty')}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{t('brandAffiliate.emptyDetail')}</p>
    </div>
  );
}
