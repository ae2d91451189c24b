import type { CodeAnalytics } from '@partnerly/contracts';
import { Trophy } from 'lucide-react';
import { ToneBadge } from '@/components/ui/tone-badge';
import { clickThroughTone } from './my-codes-format';
import { useT } from '@/lib/i18n/i18n-provider';

const SEPARATOR = ' · ';

/** 'Top Performing Code': the active code with the most clicks (then copies, then views). */
export function TopCodeCard({ code }: { code: CodeAnalytics }) {
  const t = useT();
  return (
    <section
      aria-labelledby="top-code-heading"
      className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm"
    >
      <h3 id="top-code-heading" className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
        <Trophy className="size-5 text-primary" aria-hidden /> {t('affiliateHub.topCode')}
      </h3>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p dir="ltr" className="font-mono text-2xl font-bold break-all">
          {code.code}
        </p>
        <ToneBadge tone={clickThroughTone(code.clickThroughRate, code.copies)}>
          {t('affiliateHub.ctr', { rate: code.clickThroughRate })}
        </ToneBadge>
      </div>
      <p className="text-sm break-words text-muted-foreground">
        {code.brandName}
        {SEPARATOR}
        {code.campaignTitle ?? t('affiliateHub.externalCode')}
      </p>
      <p className="text-sm tabular-nums">
        {t('affiliateHub.topCodeCounts', { clicks: code.clicks, copies: code.copies, views: code.views })}
      </p>
    </section>
  );
}
