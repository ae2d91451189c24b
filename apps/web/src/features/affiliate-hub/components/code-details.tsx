import type { CodeAnalytics } from '@partnerly/contracts';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { ToneBadge } from '@/components/ui/tone-badge';
import { clickThroughTone, conversionBarPercent, conversionNote, formatPercent } from './my-codes-format';

/** Per-code details: views, copies, clicks, a CTR badge and a conversion rate bar. */
export function CodeDetails({ codes }: { codes: readonly CodeAnalytics[] }) {
  return (
    <section aria-labelledby="code-details-heading" className="grid gap-3">
      <h3 id="code-details-heading" className="font-semibold">
        Code details
      </h3>
      <ul className="grid gap-3">
        {codes.map((code) => (
          <li key={code.id} className="grid">
            <CodeDetail code={code} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function CodeDetail({ code }: { code: CodeAnalytics }) {
  const titleId = useId();
  const { conversion } = code;
  const rate = formatPercent(conversion.rate);
  return (
    <article aria-labelledby={titleId} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <h4 id={titleId} className="font-mono font-semibold break-all">
            {code.code}
          </h4>
          <p className="text-xs break-words text-muted-foreground">
            {code.brandName}
            {code.campaignTitle ? ` · ${code.campaignTitle}` : ' · External code'}
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {code.isDeleted ? <Badge variant="secondary">Deleted</Badge> : null}
          <ToneBadge tone={clickThroughTone(code.clickThroughRate, code.copies)}>
            {code.clickThroughRate}% CTR
          </ToneBadge>
        </div>
      </header>
      <dl className="grid grid-cols-3 gap-2 text-center">
        {(
          [
            ['Views', code.views],
            ['Copies', code.copies],
            ['Clicks', code.clicks],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-lg bg-muted/50 p-2">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-semibold tabular-nums">{value.toLocaleString()}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-1.5">
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className="flex items-center gap-2 font-medium">
            Conversion Rate
            {conversion.kind === 'estimated' ? (
              <ToneBadge tone="info">Estimated</ToneBadge>
            ) : (
              <ToneBadge tone="success">Real orders</ToneBadge>
            )}
          </span>
          <span className="font-semibold tabular-nums">{rate}</span>
        </div>
        <div
          role="meter"
          aria-label={`Conversion rate of ${code.code}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={conversionBarPercent(conversion.rate)}
          aria-valuetext={conversion.kind === 'estimated' ? `${rate}, estimated` : rate}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width]"
            style={{ width: `${conversionBarPercent(conversion.rate)}%` }}
          />
        </div>
        <p className="text-xs text-muted-foreground">{conversionNote(conversion)}</p>
      </div>
    </article>
  );
}
