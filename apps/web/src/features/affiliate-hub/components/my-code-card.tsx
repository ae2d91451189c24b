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
  const titleId = useId();
  const expiry = expiryLabel(code);
  const isShown = isShownInSharedLinks(code);
  return (
    <article aria-labelledby={titleId} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <header className="flex min-w-0 items-start gap-3">
        <BrandMark name={code.brand.name} logoUrl={code.isExternal ? null : code.brand.logoUrl} />
        <div className="grid min-w-0 flex-1 gap-0.5">
          <h3 id={titleId} className="font-mono text-lg font-semibold break-all">
            {code.code}
          </h3>
          <p className="text-sm break-words">{code.brand.name}</p>
          <p className="text-xs break-words text-muted-foreground">
            {code.campaign ? code.campaign.title : 'External code'}
          </p>
        </div>
        <CodeMenu code={code} isChanging={isChanging} isShown={isShown} {...actions} />
      </header>

      <ul aria-label="Status" className="flex flex-wrap gap-1.5">
        <li>
          {isShown ? (
            <ToneBadge tone="success">Shown in shared links</ToneBadge>
          ) : (
            <ToneBadge tone="neutral">Hidden from shared links</ToneBadge>
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
            ['Views', code.views],
            ['Copies', code.copies],
            ['Clicks', code.clicks],
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
          <span className="truncate">{shopHost(code.brandUrl)}</span>
          <span className="sr-only"> (opens the shop of {code.brand.name} in a new tab)</span>
        </a>
      ) : (
        <p className="text-sm text-muted-foreground">No shop link yet: add one with Edit.</p>
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
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${code.code}`} disabled={isChanging}>
          {isChanging ? <Spinner /> : <MoreVertical aria-hidden />}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={onEdit}>
          <Pencil aria-hidden /> Edit
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onToggleVisibility}>
          {isShown ? (
            <>
              <EyeOff aria-hidden /> Hide from shared links
            </>
          ) : (
            <>
              <Eye aria-hidden /> Show in shared links
            </>
          )}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onCopy}>
          <Copy aria-hidden /> Copy code
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={onDelete}>
          <Trash2 aria-hidden /> Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
