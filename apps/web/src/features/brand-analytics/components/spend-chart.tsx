import { formatAed, type CampaignPerformance } from '@partnerly/contracts';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCompact, formatCount, topSpenders } from './analytics-format';
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
}: {
  x?: number | string;
  y?: number | string;
  payload?: { value?: unknown };
}) {
  return (
    <text x={x} y={y} dy={4} textAnchor="end" fill="var(--muted-foreground)" fontSize={12}>
      {shortTitle(String(payload?.value ?? ''))}
    </text>
  );
}

/** Spend (payouts marked paid) per campaign: the ten that spent the most, with a table. */
export function SpendChart({ campaigns }: { campaigns: CampaignPerformance[] }) {
  const shown = topSpenders(campaigns, SHOWN);
  const spenders = campaigns.filter((campaign) => campaign.totalSpent > 0).length;
  const summary =
    shown.length === 0
      ? 'No payouts marked paid yet.'
      : `${spenders === 1 ? '1 campaign has' : `${formatCount(spenders)} campaigns have`} paid creators` +
        `${spenders > SHOWN ? `; the ${SHOWN} that spent the most are shown` : ''}. The most: ` +
        `${shown[0]!.title}, ${formatAed(shown[0]!.totalSpent)}.`;
  return (
    <ChartCard
      title="Spend per campaign"
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
              tick={TitleTick}
              stroke="var(--border)"
            />
            <Tooltip
              formatter={(value) => formatAed(Number(value))}
              contentStyle={{ background: 'var(--popover)', borderColor: 'var(--border)', borderRadius: 8 }}
            />
            <Bar dataKey="totalSpent" name="Spent" fill="var(--primary)" radius={[0, 3, 3, 0]} />
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <ScrollTable label="Spend per campaign">
          <thead className="bg-muted/50 text-left">
            <tr>
              <th scope="col" className={headCell}>
                Campaign
              </th>
              <th scope="col" className={`${headCell} text-right`}>
                Spent
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((campaign) => (
              <tr key={campaign.campaignId} className="border-t">
                <th scope="row" className="px-3 py-2 text-left font-medium break-words">
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
