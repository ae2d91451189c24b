import type { CreatorPageCode } from '@partnerly/contracts';
import { shopRedirectPath } from '@partnerly/contracts/creator-page-messages';
import { formatDate } from '@/lib/format';
import {
  initialsOf,
  isOwnImage,
  outlineButtonClass,
  primaryButtonClass,
} from '@/components/public-page/page-parts';
import { usePageT } from '@/components/public-page/public-language';

/** One code of the grid: its brand, campaign, the code itself, Copy Code and Shop Now. */
export function CodeCard({ code, onCopy }: { code: CreatorPageCode; onCopy(code: CreatorPageCode): void }) {
  const t = usePageT();
  return (
    <li className="flex flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm">
      <div className="flex items-center gap-3">
        {isOwnImage(code.brandLogoUrl) ? (
          <img
            src={code.brandLogoUrl}
            alt=""
            width={40}
            height={40}
            loading="lazy"
            className="size-10 rounded-md border object-cover"
          />
        ) : (
          <div
            aria-hidden
            className="flex size-10 items-center justify-center rounded-md bg-secondary text-sm font-semibold text-secondary-foreground"
          >
            {initialsOf(code.brandName)}
          </div>
        )}
        <div className="min-w-0">
          <h3 className="truncate font-semibold">{code.brandName}</h3>
          {code.campaignTitle ? (
            <p className="truncate text-sm text-muted-foreground">{code.campaignTitle}</p>
          ) : null}
        </div>
      </div>
      <p
        dir="ltr"
        className="rounded-lg border border-dashed border-primary/50 bg-primary/5 px-4 py-3 text-center font-mono text-lg font-semibold tracking-wider break-all"
      >
        {code.code}
      </p>
      {code.instructions ? <p className="text-sm text-foreground/90">{code.instructions}</p> : null}
      {code.expiresAt ? (
        <p className="text-xs text-muted-foreground">
          {t('creatorPage.expires', { date: formatDate(code.expiresAt) })}
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2">
        <button type="button" className={`${outlineButtonClass} flex-1`} onClick={() => onCopy(code)}>
          {t('creatorPage.copyCode')}
          <span className="sr-only"> {code.code}</span>
        </button>
        {code.hasShopLink ? (
          <a
            href={shopRedirectPath(code.id)}
            target="_blank"
            rel="noopener"
            className={`${primaryButtonClass} flex-1`}
          >
            {t('creatorPage.shopNow')}
            <span className="sr-only">{t('creatorPage.shopAt', { brand: code.brandName })}</span>
          </a>
        ) : null}
      </div>
    </li>
  );
}
