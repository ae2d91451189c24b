import type { MyAffiliateCode } from '@partnerly/contracts';
import { Copy, Eye, EyeOff, ExternalLink, MoreVertical, Pencil, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Spinner } from '@/components/ui/spinner';
import { ToneBadge } from '@/components/ui/tone-badge';
import { useT } from '@/lib/i18n/i18n-provider';
import { BrandMark } from './brand-mark';
import { expiryLabel, isShownInSharedLinks, shopHost } from './my-codes-format';

interface MyCodeActions {
  onEdit(): void;
  onToggleVisibility(): void;
  onCopy(): void;
  onDelete(): void;
}

interface MyCodeCardProps extends MyCodeActions {
  code: MyAffiliateCode;
  /** The visibility change of this code is on its way. */
  isChanging: boolean;
}

/** One code in My Codes: brand, campaign, the code, its expiry, visibility and counts, and its menu. */
export function MyCodeCard({ code, isChanging, ...actions }: MyCodeCardProps) {
  const t = useT();
  const titleId = useId();
  const expiry = expiryLabel(t, code);
  const isShown = isShownInSharedLinks(code);
  return (
    <article aria-labelledby={titleId} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <header className="flex min-w-0 items-start gap-3">
        <BrandMark name={code.brand.name} logoUrl={code.isExternal ? null : code.brand.logoUrl} />
        <div className="grid min-w-0 flex-1 gap-0.5">
          <h3
            id={titleId}
            dir="ltr"
            className="text-start font-mono text-lg font-semibold break-all rtl:text-end"
          >
            {code.code}
          </h3>
          <p className="text-sm break-words">{code.brand.name}</p>
          <p className="text-xs break-words text-muted-foreground">
            {code.campaign ? code.campaign.title : t('affiliateHub.externalCode')}
          </p>
        </div>
        <CodeMenu code={code} isChanging={isChanging} isShown={isShown} {...actions} />
      </header>

      <ul aria-label={t('affiliateHub.status')} className="flex flex-wrap gap-1.5">
        <li>
          {isShown ? (
            <ToneBadge tone="success">{t('affiliateHub.shownInLinks')}</ToneBadge>
          ) : (
            <ToneBadge tone="neutral">{t('affiliateHub.hiddenFromLinks')}</ToneBadge>
          )}
        </li>
        <li>
          <ToneBadge tone={expiry.tone}>{expiry.text}</ToneBadge>
        </li>
      </ul>

      {code.instructions ? (
        <p className="text-sm break-words whitespace-pre-line">{code.instructions}</p>
      ) : null}

      <dl className="grid grid-cols-3 gap-2 rounded-lg bg-muted/50 p-2 text-center">
        {(
          [
            [t('affiliateHub.views'), code.views],
            [t('affiliateHub.copies'), code.copies],
            [t('affiliateHub.clicks'), code.clicks],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-semibold tabular-nums">{value.toLocaleString()}</dd>
          </div>
        ))}
      </dl>

      {code.brandUrl ? (
        <a
          href={code.brandUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="flex w-fit max-w-full items-center gap-1.5 text-sm text-primary underline-offset-4 hover:underline"
        >
          <ExternalLink className="size-4 shrink-0" aria-hidden />
          <span dir="ltr" className="truncate">
            {shopHost(code.brandUrl)}
          </span>
          <span className="sr-only">{t('affiliateHub.opensShop', { brand: code.brand.name })}</span>
        </a>
      ) : (
        <p className="text-sm text-muted-foreground">{t('affiliateHub.noShopLink')}</p>
      )}
    </article>
  );
}

function CodeMenu({
  code,
  isChanging,
  isShown,
  onEdit,
  onToggleVisibility,
  onCopy,
  onDelete,
}: MyCodeActions & { code: MyAffiliateCode; isChanging: boolean; isShown: boolean }) {
  const t = useT();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('affiliateHub.actionsFor', { code: code.code })}
          disabled={isChanging}
        >
          {isChanging ? <Spinner /> : <MoreVertical aria-hidden />}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={onEdit}>
          <Pencil aria-hidden /> {t('common.edit')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onToggleVisibility}>
          {isShown ? (
            <>
              <EyeOff aria-hidden /> {t('affiliateHub.hideFromLinks')}
            </>
          ) : (
            <>
              <Eye aria-hidden /> {t('affiliateHub.showInLinks')}
            </>
          )}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onCopy}>
          <Copy aria-hidden /> {t('affiliateHub.copyCode')}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={onDelete}>
          <Trash2 aria-hidden /> {t('common.delete')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
