import { isExpiringSoon } from '@partnerly/contracts/private-code-rules';
import { formatDate, formatDateTime } from '@/lib/format';

// The redemption page's wording of figures and dates (pure, for its tests).

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** The remaining-uses chip: '3 of 10 left'. */
export function remainingUsesLabel(remainingUses: number, maxUses: number): string {
  return `${Math.max(remainingUses, 0)} of ${maxUses} left`;
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** The expiry moment in full, for the Details: 'May 12, 2026, 11:59 PM' in the visitor's locale. */
export const expiryDateTime = (expiresAt: string) => formatDateTime(expiresAt);

export interface ExpiryChip {
  label: string;
  /** Under 24 hours left (spec 02 'Redemption'): the chip warns. */
  isWarning: boolean;
}

/** The expiry chip: 'Expires May 12, 2026', 'Expires in 5 hours' under a day, 'Expired' after. */
export function expiryChipOf(expiresAt: string | null, now = Date.now()): ExpiryChip | null {
  if (!expiresAt) return null;
  const left = new Date(expiresAt).getTime() - now;
  if (left <= 0) return { label: 'Expired', isWarning: true };
  if (!isExpiringSoon(expiresAt, now)) {
    return { label: `Expires ${formatDate(expiresAt)}`, isWarning: false };
  }
  const hours = Math.floor(left / HOUR_MS);
  const label =
    hours >= 1
      ? `Expires in ${plural(hours, 'hour')}`
      : `Expires in ${plural(Math.max(Math.ceil(left / MINUTE_MS), 1), 'minute')}`;
  return { label, isWarning: true };
}

/**
 * Why the 'Maximum Uses Reached' view shows (spec 02: no uses left, or past the expiry): every
 * use redeemed, or the offer over with uses still unused.
 */
export function exhaustedDetail(
  offer: { maxUses: number; campaignName: string; brandName: string; expiresAt: string | null },
  remainingUses: number,
  now = Date.now(),
): string {
  const offerName = `${offer.campaignName} at ${offer.brandName}`;
  if (remainingUses <= 0) return `All ${offer.maxUses} uses of ${offerName} have been redeemed.`;
  if (offer.expiresAt && new Date(offer.expiresAt).getTime() <= now) {
    return `${offerName} ended on ${expiryDateTime(offer.expiresAt)}.`;
  }
  return `${offerName} has no uses left.`;
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
