import { brandMonogram } from './my-codes-format';

/**
 * The brand's logo, or its initials. Only logos Partnerly serves are shown: an external
 * brand's logo URL points at another site, which the app's Content-Security-Policy keeps
 * images from (decision 0051), so those brands get their initials.
 */
export function BrandMark({ name, logoUrl }: { name: string; logoUrl: string | null }) {
  const isOwnImage = logoUrl?.startsWith('/') && !logoUrl.startsWith('//');
  return isOwnImage ? (
    <img src={logoUrl!} alt="" className="size-11 shrink-0 rounded-lg border object-cover" />
  ) : (
    <span
      aria-hidden
      className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-sm font-semibold text-primary"
    >
      {brandMonogram(name)}
    </span>
  );
}
