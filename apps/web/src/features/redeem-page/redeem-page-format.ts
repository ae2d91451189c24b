import { isExpiringSoon } from '@partnerly/contracts/private-code-rules';
import type { Translate } from '@/components/public-page/public-language';
import { formatDate, formatDateTime } from '@/lib/format';

// The redemption page's wording of figures and dates (pure, for its tests), in the page's
// language (`t`).

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** The remaining-uses chip: '3 of 10 left'. */
export function remainingUsesLabel(t: Translate, remainingUses: number, maxUses: number): string {
  return t('redeem.usesLeft', { remaining: Math.max(remainingUses, 0), max: maxUses });
}

/** The expiry moment in full, for the Details: 'May 12, 2026, 11:59 PM' in the visitor's locale. */
export const expiryDateTime = (expiresAt: string) => formatDateTime(expiresAt);

export interface ExpiryChip {
  label: string;
  /** Under 24 hours left (spec 02 'Redemption'): the chip warns. */
  isWarning: boolean;
}

/** The expiry chip: 'Expires May 12, 2026', 'Expires in 5 hours' under a day, 'Expired' after. */
export function expiryChipOf(t: Translate, expiresAt: string | null, now = Date.now()): ExpiryChip | null {
  if (!expiresAt) return null;
  const left = new Date(expiresAt).getTime() - now;
  if (left <= 0) return { label: t('redeem.expired'), isWarning: true };
  if (!isExpiringSoon(expiresAt, now)) {
    return { label: t('redeem.expiresOn', { date: formatDate(expiresAt) }), isWarning: false };
  }
  const hours = Math.floor(left / HOUR_MS);
  const label =
    hours >= 1
      ? t('redeem.expiresInHours', { count: hours })
      : t('redeem.expiresInMinutes', { count: Math.max(Math.ceil(left / MINUTE_MS), 1) });
  return { label, isWarning: true };
}

/**
 * Why the 'Maximum Uses Reached' view shows (spec 02: no uses left, or past the expiry): every
 * use redeemed, or the offer over with uses still unused.
 */
export function exhaustedDetail(
  t: Translate,
  offer: { maxUses: number; campaignName: string; brandName: string; expiresAt: string | null },
  remainingUses: number,
  now = Date.now(),
): string {
  const names = { campaign: offer.campaignName, brand: offer.brandName };
  if (remainingUses <= 0) return t('redeem.allUsed', { ...names, maxUses: offer.maxUses });
  if (offer.expiresAt && new Date(offer.expiresAt).getTime() <= now) {
    return t('redeem.ended', { ...names, date: expiryDateTime(offer.expiresAt) });
  }
  return t('redeem.noUsesLeft', names);
}

/** A maps address the page may link to: http(s) only (the server checks it too). */
export function safeWebUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
