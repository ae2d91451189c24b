import type { CodeAnalytics } from '@partnerly/contracts';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { ToneBadge } from '@/components/ui/tone-badge';
import { useT } from '@/lib/i18n/i18n-provider';
import { clickThroughTone, conversionBarPercent, conversionNote, formatPercent } from './my-codes-format';

const SEPARATOR = ' · ';

/** Per-code details: views, copies, clicks, a CTR badge and a conversion rate bar. */
export function CodeDetails({ codes }: { codes: readonly CodeAnalytics[] }) {
  const t = useT();
  return (
    <section aria-labelledby="code-details-heading" className="grid gap-3">
      <h3 id="code-details-heading" className="font-semibold">
        {t('affiliateHub.codeDetails')}
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
  const t = useT();
  const titleId = useId();
  const { conversion } = code;
  const rate = formatPercent(conversion.rate);
  return (
    <article aria-labelledby={titleId} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <h4 id={titleId} dir="ltr" className="text-start font-mono font-semibold break-all rtl:text-end">
            {code.code}
          </h4>
          <p className="text-xs break-words text-muted-foreground">
            {code.brandName}
            {SEPARATOR}
            {code.campaignTitle ?? t('affiliateHub.externalCode')}
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {code.isDeleted ? <Badge variant="secondary">{t('affiliateHub.deletedBadge')}</Badge> : null}
          <ToneBadge tone={clickThroughTone(code.clickThroughRate, code.copies)}>
            {t('affiliateHub.ctr', { rate: code.clickThroughRate })}
          </ToneBadge>
        </div>
      </header>
      <dl className="grid grid-cols-3 gap-2 text-center">
        {(
          [
            [t('affiliateHub.views'), code.views],
            [t('affiliateHub.copies'), code.copies],
            [t('affiliateHub.clicks'), code.clicks],
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
            {t('affiliateHub.conversionRate')}
            {conversion.kind === 'estimated' ? (
              <ToneBadge tone="info">{t('affiliateHub.estimated')}</ToneBadge>
            ) : (
              <ToneBadge tone="success">{t('affiliateHub.realOrders')}</ToneBadge>
            )}
          </span>
          <span className="font-semibold tabular-nums">{rate}</span>
        </div>
        <div
          role="meter"
          aria-label={t('affiliateHub.conversionRateOf', { code: code.code })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={conversionBarPercent(conversion.rate)}
          aria-valuetext={conversion.kind === 'estimated' ? t('affiliateHub.rateEstimated', { rate }) : rate}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width]"
            style={{ width: `${conversionBarPercent(conversion.rate)}%` }}
          />
        </div>
        <p className="text-xs text-muted-foreground">{conversionNote(t, conversion)}</p>
      </div>
    </article>
  );
}
