import type { AffiliateConversions, BrandAffiliateCreator, BrandAffiliateRow } from '@partnerly/contracts';
import { Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { headCell, numberCell, ScrollTable } from '@/components/scroll-table';
import { Button } from '@/components/ui/button';
import { useNameText, useT } from '@/lib/i18n/i18n-provider';
import { cn } from '@/lib/utils';
import { formatFils } from './affiliate-format';

const numberHead = 'px-3 py-2 text-end font-medium whitespace-nowrap';

const percent = (value: number) => `${value}%`;

/** 'Estimated' under a figure the spec's formula made up, never under a real one. */
function EstimatedLabel() {
  const t = useT();
  return (
    <span className="block text-xs font-normal text-muted-foreground">{t('brandAffiliate.estimated')}</span>
  );
}

function Outcome({ conversions }: { conversions: AffiliateConversions }) {
  const isEstimate = conversions.source === 'estimated';
  return (
    <>
      <td className={numberCell}>
        {conversions.orders}
        {isEstimate ? <EstimatedLabel /> : null}
      </td>
      <td className={numberCell}>
        {formatFils(conversions.revenueMinor)}
        {isEstimate ? <EstimatedLabel /> : null}
      </td>
    </>
  );
}

interface CodeTableProps {
  rows: BrandAffiliateRow[];
  canDelete(row: BrandAffiliateRow): boolean;
  onDelete(row: BrandAffiliateRow): void;
}

/** One row per code (spec 02 analytics view): deleted codes last, marked, still counted. */
export function CodeTable({ rows, canDelete, onDelete }: CodeTableProps) {
  const t = useT();
  const nameText = useNameText();
  return (
    <ScrollTable label={t('brandAffiliate.codesTable')}>
      <thead className="bg-muted/50 text-start text-muted-foreground">
        <tr>
          <th scope="col" className={headCell}>
            {t('brandAffiliate.code')}
          </th>
          <th scope="col" className={headCell}>
            {t('brandAffiliate.creator')}
          </th>
          <th scope="col" className={headCell}>
            {t('brandAffiliate.campaign')}
          </th>
          <th scope="col" className={numberHead}>
            {t('brandAffiliate.views')}
          </th>
          <th scope="col" className={numberHead}>
            {t('brandAffiliate.copies')}
          </th>
          <th scope="col" className={numberHead}>
            {t('brandAffiliate.clicks')}
          </th>
          <th scope="col" className={numberHead}>
            {t('brandAffiliate.ctr')}
          </th>
          <th scope="col" className={numberHead}>
            {t('brandAffiliate.orders')}
          </th>
          <th scope="col" className={numberHead}>
            {t('brandAffiliate.revenue')}
          </th>
          <th scope="col" className={headCell}>
            <span className="sr-only">{t('common.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className={cn('border-t', row.status === 'deleted' && 'text-muted-foreground')}>
            <th scope="row" className="px-3 py-2 text-start font-normal">
              <span className="flex flex-wrap items-center gap-2">
                <span dir="ltr" className="font-mono font-semibold">
                  {row.code}
                </span>
                {row.status === 'deleted' ? (
                  <Badge variant="secondary">{t('brandAffiliate.deleted')}</Badge>
                ) : row.isExpired ? (
                  <Badge variant="outline">{t('brandAffiliate.expired')}</Badge>
                ) : null}
              </span>
            </th>
            <td className="px-3 py-2 whitespace-nowrap">{nameText(row.creatorName)}</td>
            <td className="max-w-48 min-w-32 px-3 py-2">{row.campaignTitle}</td>
            <td className={numberCell}>{row.views}</td>
            <td className={numberCell}>{row.copies}</td>
            <td className={numberCell}>{row.clicks}</td>
            <td className={numberCell}>{percent(row.clickThroughRate)}</td>
            <Outcome conversions={row.conversions} />
            <td className="px-3 py-1 text-end">
              {canDelete(row) ? (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('brandAffiliate.deleteCode', { code: row.code })}
                  onClick={() => onDelete(row)}
                >
                  <Trash2 aria-hidden />
                </Button>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** Real orders and revenue per creator, with what is still estimated beside them. */
export function CreatorTable({ creators }: { creators: BrandAffiliateCreator[] }) {
  const t = useT();
  const nameText = useNameText();
  return (
    <ScrollTable label={t('brandAffiliate.creatorsTable')}>
      <thead className="bg-muted/50 text-start text-muted-foreground">
        <tr>
          <th scope="col" className={headCell}>
            {t('brandAffiliate.creator')}
          </th>
          <th scope="col" className={numberHead}>
            {t('brandAffiliate.codes')}
          </th>
          <th scope="col" className={numberHead}>
            {t('brandAffiliate.views')}
          </th>
          <th scope="col" className={numberHead}>
            {t('brandAffiliate.copies')}
          </th>
          <th scope="col" className={numberHead}>
            {t('brandAffiliate.clicks')}
          </th>
          <th scope="col" className={numberHead}>
            {t('brandAffiliate.ctr')}
          </th>
          <th scope="col" className={numberHead}>
            {t('brandAffiliate.orders')}
          </th>
          <th scope="col" className={numberHead}>
            {t('brandAffiliate.revenue')}
          </th>
        </tr>
      </thead>
      <tbody>
        {creators.map((creator) => (
          <tr key={creator.creatorId} className="border-t">
            <th scope="row" className="px-3 py-2 text-start font-medium whitespace-nowrap">
              {nameText(creator.creatorName)}
            </th>
            <td className={numberCell}>{creator.codes}</td>
            <td className={numberCell}>{creator.views}</td>
            <td className={numberCell}>{creator.copies}</td>
            <td className={numberCell}>{creator.clicks}</td>
            <td className={numberCell}>{percent(creator.clickThroughRate)}</td>
            <td className={numberCell}>
              {creator.importedOrders}
              {creator.estimatedOrders > 0 ? (
                <span className="block text-xs text-muted-foreground">
                  {t('brandAffiliate.estimatedPlus', { value: creator.estimatedOrders })}
                </span>
              ) : null}
            </td>
            <td className={numberCell}>
              {formatFils(creator.importedRevenueMinor)}
              {creator.estimatedRevenueMinor > 0 ? (
                <span className="block text-xs text-muted-foreground">
                  {t('brandAffiliate.estimatedPlus', { value: formatFils(creator.estimatedRevenueMinor) })}
                </span>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
