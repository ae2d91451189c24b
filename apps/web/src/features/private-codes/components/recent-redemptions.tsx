import type { PrivateCodeRedemption } from '@partnerly/contracts';
import { ScanLine } from 'lucide-react';
import { ToneBadge } from '@/components/ui/tone-badge';
import { formatUaeDateAndTime } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n-provider';
import { failureReasonLabel } from './private-code-format';

const SEPARATOR = ' · ';

/** The latest 10 redemption attempts, newest first: date, time (UAE), code, campaign, Success or Failed. */
export function RecentRedemptions({ redemptions }: { redemptions: PrivateCodeRedemption[] }) {
  const t = useT();
  if (redemptions.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-8 text-center">
        <ScanLine className="size-6 text-muted-foreground" aria-hidden />
        <p className="font-medium">{t('privateCodes.noRedemptions')}</p>
        <p className="max-w-md text-sm text-muted-foreground">{t('privateCodes.noRedemptionsDetail')}</p>
      </div>
    );
  }
  return (
    <div className="grid gap-2">
      <p className="text-xs text-muted-foreground">{t('privateCodes.latestAttempts')}</p>
      <ul aria-label={t('privateCodes.recentList')} className="divide-y rounded-xl border bg-card">
        {redemptions.map((redemption) => {
          const { date, time } = formatUaeDateAndTime(redemption.redeemedAt);
          return (
            <li
              key={redemption.id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3"
            >
              <div className="min-w-0">
                <p dir="ltr" className="font-mono text-sm font-semibold rtl:text-end">
                  {redemption.code}
                </p>
                <p className="text-sm break-words text-muted-foreground">
                  {redemption.campaignName}
                  {redemption.success ? null : SEPARATOR + failureReasonLabel(t, redemption.failureReason)}
                </p>
              </div>
              <div className="flex items-center gap-3">
                <time dateTime={redemption.redeemedAt} className="text-sm text-muted-foreground tabular-nums">
                  {date}
                  {SEPARATOR}
                  {time}
                </time>
                <ToneBadge tone={redemption.success ? 'success' : 'danger'}>
                  {redemption.success ? t('privateCodes.success') : t('privateCodes.failed')}
                </ToneBadge>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
