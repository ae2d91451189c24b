import type { CodeAnalytics } from '@partnerly/contracts';
import { Trophy } from 'lucide-react';
import { ToneBadge } from '@/components/ui/tone-badge';
import { clickThroughTone } from './my-codes-format';

/** 'Top Performing Code': the active code with the most clicks (then copies, then views). */
export function TopCodeCard({ code }: { code: CodeAnalytics }) {
  return (
    <section
      aria-labelledby="top-code-heading"
      className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm"
    >
      <h3 id="top-code-heading" className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
        <Trophy className="size-5 text-primary" aria-hidden /> Top Performing Code
      </h3>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="font-mono text-2xl font-bold break-all">{code.code}</p>
        <ToneBadge tone={clickThroughTone(code.clickThroughRate, code.copies)}>
          {code.clickThroughRate}% CTR
        </ToneBadge>
      </div>
      <p className="text-sm break-words text-muted-foreground">
        {code.brandName}
        {code.campaignTitle ? ` · ${code.campaignTitle}` : ' · External code'}
      </p>
      <p className="text-sm tabular-nums">
        {code.clicks.toLocaleString()} {code.clicks === 1 ? 'click' : 'clicks'} ·{' '}
        {code.copies.toLocaleString()} {code.copies === 1 ? 'copy' : 'copies'} · {code.views.toLocaleString()}{' '}
        {code.views === 1 ? 'view' : 'views'}
      </p>
    </section>
  );
}
