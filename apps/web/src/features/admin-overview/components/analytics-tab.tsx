import { formatFils, type PlatformDay } from '@partnerly/contracts';
import type { ReactNode } from 'react';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { ChartCard } from '@/components/chart-card';
import { headCell, numberCell, ScrollTable } from '@/components/scroll-table';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatShortDate } from '@/lib/format';
import { useT, type MessageValues } from '@/lib/i18n/i18n-provider';
import type { MessageKey } from '@partnerly/contracts/i18n';
import { useAdminAnalytics } from '../api/admin-platform';
import { sumOf, type Series } from './analytics-series';

const AXIS = { tick: { fill: 'var(--muted-foreground)', fontSize: 12 }, stroke: 'var(--border)' } as const;
const TOOLTIP_STYLE = {
  background: 'var(--popover)',
  borderColor: 'var(--border)',
  borderRadius: 8,
} as const;
const COLORS = ['var(--primary)', 'var(--success)', 'oklch(0.7 0.15 65)', 'var(--muted-foreground)'];

const SIGN_UPS: Series[] = [
  { key: 'creators', label: 'adminAnalytics.creators', value: (day) => day.signUps.creator },
  { key: 'brands', label: 'adminAnalytics.brands', value: (day) => day.signUps.brand },
  { key: 'agents', label: 'adminAnalytics.agents', value: (day) => day.signUps.agent },
  { key: 'admins', label: 'adminAnalytics.admins', value: (day) => day.signUps.admin },
];
const ACTIVITY: Series[] = [
  { key: 'campaigns', label: 'adminAnalytics.campaignsCreated', value: (day) => day.campaigns },
  { key: 'applications', label: 'adminAnalytics.applications', value: (day) => day.applications },
  { key: 'approvals', label: 'adminAnalytics.approvals', value: (day) => day.approvals },
];
const REDEMPTIONS: Series[] = [
  { key: 'redemptions', label: 'adminAnalytics.qrRedemptions', value: (day) => day.redemptions },
];
const REVENUE: Series[] = [
  { key: 'revenue', label: 'adminAnalytics.revenue', value: (day) => day.revenueFils / 100 },
];

/** The chart's rows: the day and one number per series. */
const rowsOf = (days: PlatformDay[], series: Series[]) =>
  days.map((day) => ({
    date: day.date,
    ...Object.fromEntries(series.map((one) => [one.key, one.value(day)])),
  }));

function FiguresTable({
  days,
  series,
  label,
  format,
}: {
  days: PlatformDay[];
  series: Series[];
  label: string;
  format: (value: number) => string;
}) {
  const t = useT();
  return (
    <ScrollTable label={label}>
      <thead className="bg-muted/50 text-start">
        <tr>
          <th scope="col" className={headCell}>
            {t('adminAnalytics.day')}
          </th>
          {series.map((one) => (
            <th key={one.key} scope="col" className={`${headCell} text-end`}>
              {t(one.label)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {[...days].reverse().map((day) => (
          <tr key={day.date} className="border-t">
            <th scope="row" className="px-3 py-2 text-start font-normal whitespace-nowrap">
              {formatDate(day.date)}
            </th>
            {series.map((one) => (
              <td key={one.key} className={numberCell}>
                {format(one.value(day))}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

const counted = (value: number) => value.toLocaleString('en-US');

type Translate = (key: MessageKey, values?: MessageValues) => string;

function totalsSentence(
  t: Translate,
  days: PlatformDay[],
  series: Series[],
  format: (value: number) => string,
) {
  const totals = series.map((one) => `${t(one.label)} ${format(sumOf(days, one))}`);
  return t('adminAnalytics.totals', {
    days: days.length,
    totals: totals.join(t('adminAnalytics.listSeparator')),
  });
}

interface PlatformChartProps {
  title: string;
  days: PlatformDay[];
  series: Series[];
  format?: (value: number) => string;
  children: (rows: ReturnType<typeof rowsOf>) => ReactNode;
}

function PlatformChart({ title, days, series, format = counted, children }: PlatformChartProps) {
  const t = useT();
  return (
    <ChartCard
      title={title}
      summary={totalsSentence(t, days, series, format)}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          {children(rowsOf(days, series))}
        </ResponsiveContainer>
      }
      table={
        <FiguresTable
          days={days}
          series={series}
          label={t('adminAnalytics.perDay', { title })}
          format={format}
        />
      }
    />
  );
}

const xAxis = (
  <XAxis dataKey="date" tickFormatter={(day: string) => formatShortDate(day)} minTickGap={16} {...AXIS} />
);
const tooltip = (format: (value: number) => string) => (
  <Tooltip
    labelFormatter={(label) => formatDate(String(label))}
    formatter={(value) => format(Number(value))}
    contentStyle={TOOLTIP_STYLE}
  />
);

/**
 * The analytics tab (issue 19 item 2): the last 30 UAE days from the daily platform_analytics
 * snapshots, today so far. Each chart has its figures as a table.
 */
export function AnalyticsTab() {
  const t = useT();
  const analytics = useAdminAnalytics();
  if (analytics.isPending)
    return (
      <div
        className="grid gap-4 lg:grid-cols-2"
        role="status"
        aria-busy="true"
        aria-label={t('adminAnalytics.loading')}
      >
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-80 rounded-xl" />
        ))}
      </div>
    );
  if (analytics.isError)
    return <RetryAlert message={t('adminAnalytics.loadFailed')} onRetry={() => void analytics.refetch()} />;
  const { days, recordedThrough } = analytics.data;
  const aed = (value: number) => formatFils(Math.round(value * 100));
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        {recordedThrough
          ? t('adminAnalytics.introRecorded', { days: days.length, date: formatDate(recordedThrough) })
          : t('adminAnalytics.intro', { days: days.length })}
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        <PlatformChart title={t('adminAnalytics.signUpsByRole')} days={days} series={SIGN_UPS}>
          {(rows) => (
            <BarChart
              data={rows}
              accessibilityLayer={false}
              margin={{ top: 8, right: 0, bottom: 0, left: 0 }}
            >
              <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--border)" />
              {xAxis}
              <YAxis allowDecimals={false} width={36} {...AXIS} />
              {tooltip(counted)}
              <Legend wrapperStyle={{ fontSize: 12 }} />
              {SIGN_UPS.map((one, index) => (
                <Bar
                  key={one.key}
                  dataKey={one.key}
                  name={t(one.label)}
                  stackId="sign-ups"
                  fill={COLORS[index]}
                />
              ))}
            </BarChart>
          )}
        </PlatformChart>
        <PlatformChart title={t('adminAnalytics.activityTitle')} days={days} series={ACTIVITY}>
          {(rows) => (
            <LineChart
              data={rows}
              accessibilityLayer={false}
              margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
            >
              <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--border)" />
              {xAxis}
              <YAxis allowDecimals={false} width={36} {...AXIS} />
              {tooltip(counted)}
              <Legend wrapperStyle={{ fontSize: 12 }} />
              {ACTIVITY.map((one, index) => (
                <Line
                  key={one.key}
                  dataKey={one.key}
                  name={t(one.label)}
                  stroke={COLORS[index]}
                  strokeWidth={2}
                  dot={false}
                  isAnimationActive={false}
                />
              ))}
            </LineChart>
          )}
        </PlatformChart>
        <PlatformChart title={t('adminAnalytics.redemptionsTitle')} days={days} series={REDEMPTIONS}>
          {(rows) => (
            <BarChart
              data={rows}
              accessibilityLayer={false}
              margin={{ top: 8, right: 0, bottom: 0, left: 0 }}
            >
              <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--border)" />
              {xAxis}
              <YAxis allowDecimals={false} width={36} {...AXIS} />
              {tooltip(counted)}
              <Bar
                dataKey="redemptions"
                name={t('adminAnalytics.qrRedemptions')}
                fill="var(--primary)"
                radius={[3, 3, 0, 0]}
              />
            </BarChart>
          )}
        </PlatformChart>
        <PlatformChart title={t('adminAnalytics.revenue')} days={days} series={REVENUE} format={aed}>
          {(rows) => (
            <AreaChart
              data={rows}
              accessibilityLayer={false}
              margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
            >
              <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--border)" />
              {xAxis}
              <YAxis width={52} {...AXIS} />
              {tooltip(aed)}
              <Area
                dataKey="revenue"
                name={t('adminAnalytics.revenue')}
                stroke="var(--success)"
                fill="var(--success)"
                fillOpacity={0.2}
                isAnimationActive={false}
              />
            </AreaChart>
          )}
        </PlatformChart>
      </div>
    </div>
  );
}
