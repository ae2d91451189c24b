import { formatAed, type CampaignPerformance } from '@partnerly/contracts';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { directionOf } from '@partnerly/contracts/i18n';
import { formatCompact, topSpenders } from './analytics-format';
import { useLanguage, useT } from '@/lib/i18n/i18n-provider';
import { ChartCard } from '@/components/chart-card';
import { headCell, numberCell, ScrollTable } from '@/components/scroll-table';

const SHOWN = 10;

/** A campaign title short enough for one line of the chart's axis (the table has it whole). */
const shortTitle = (title: string) => (title.length > 14 ? `${title.slice(0, 13).trimEnd()}…` : title);

/** One line per campaign (recharts' own tick wraps a long title onto the next bar's). */
function TitleTick({
  x,
  y,
  payload,
  isRtl,
}: {
  x?: number | string;
  y?: number | string;
  payload?: { value?: unknown };
  isRtl?: boolean;
}) {
  // The title ends at the axis in both directions: in right-to-left text the end is the left
  // edge, so the anchor there is the start (the chart's layout itself stays left to right).
  return (
    <text
      x={x}
      y={y}
      dy={4}
      textAnchor={isRtl ? 'start' : 'end'}
      fill="var(--muted-foreground)"
      fontSize={12}
    >
      {shortTitle(String(payload?.value ?? ''))}
    </text>
  );
}

/** Spend (payouts marked paid) per campaign: the ten that spent the most, with a table. */
export function SpendChart({ campaigns }: { campaigns: CampaignPerformance[] }) {
  const t = useT();
  const isRtl = directionOf(useLanguage().language) === 'rtl';
  const shown = topSpenders(campaigns, SHOWN);
  const spenders = campaigns.filter((campaign) => campaign.totalSpent > 0).length;
  const summary =
    shown.length === 0
      ? t('brandAnalytics.noPayouts')
      : t(spenders > SHOWN ? 'brandAnalytics.spendSummaryTop' : 'brandAnalytics.spendSummary', {
          count: spenders,
          shown: SHOWN,
          title: shown[0]!.title,
          amount: formatAed(shown[0]!.totalSpent),
        });
  const spent = t('brandAnalytics.spent');
  return (
    <ChartCard
      title={t('brandAnalytics.spendTitle')}
      summary={summary}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={shown}
            layout="vertical"
            accessibilityLayer={false}
            margin={{ top: 0, right: 8, bottom: 0, left: 0 }}
          >
            <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke="var(--border)" />
            <XAxis
              type="number"
              tickFormatter={formatCompact}
              tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }}
              stroke="var(--border)"
            />
            <YAxis
              type="category"
              dataKey="title"
              width={120}
              interval={0}
              tick={(props: Parameters<typeof TitleTick>[0]) => <TitleTick {...props} isRtl={isRtl} />}
              stroke="var(--border)"
            />
            <Tooltip
              formatter={(value) => formatAed(Number(value))}
              contentStyle={{ background: 'var(--popover)', borderColor: 'var(--border)', borderRadius: 8 }}
            />
            <Bar dataKey="totalSpent" name={spent} fill="var(--primary)" radius={[0, 3, 3, 0]} />
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <ScrollTable label={t('brandAnalytics.spendTitle')}>
          <thead className="bg-muted/50 text-start">
            <tr>
              <th scope="col" className={headCell}>
                {t('brandAnalytics.campaign')}
              </th>
              <th scope="col" className={`${headCell} text-end`}>
                {spent}
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((campaign) => (
              <tr key={campaign.campaignId} className="border-t">
                <th scope="row" className="px-3 py-2 text-start font-medium break-words">
                  {campaign.title}
                </th>
                <td className={numberCell}>{formatAed(campaign.totalSpent)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      }
    />
  );
}
