import {
  affiliateEngagementPercent,
  formatAed,
  formatDeadline,
  type AffiliateCounts,
  type AffiliateInsight,
  type CodeConversion,
  type MyAffiliateCode,
} from '@partnerly/contracts';

// The Insights panel of the creator's affiliate analytics (spec 03): what a creator can act on,
// said with their own figures only. Each rule reads the codes as My Codes shows them; a rule
// without a code to name says nothing.

export type InsightCode = MyAffiliateCode & { isDeleted: boolean; conversion: CodeConversion };

/** A code whose last day is at most this many days ahead is 'expiring soon'. */
const EXPIRING_SOON_DAYS = 7;
/**
 * Below this click-through rate a copied code is 'rarely clicked': the spec 02 estimate calls a
 * click-to-copy ratio under 0.3 weak.
 */
const WEAK_CLICK_THROUGH = 30;
/** Codes a message names before it says 'and N more'. */
const NAMED_CODES = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** 'A', 'A and B', 'A, B and C', 'A, B, C and 2 more'. */
export function nameList(names: readonly string[]): string {
  const shown = names.slice(0, NAMED_CODES);
  const rest = names.length - shown.length;
  const items = rest > 0 ? [...shown, `${rest} more`] : shown;
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const label = (code: InsightCode) => `${code.code} (${code.brand.name})`;

function expiryInsights(active: InsightCode[], now: Date): AffiliateInsight[] {
  const insights: AffiliateInsight[] = [];
  const expiredShared = active.filter((code) => code.isExpired && code.visibility === 'public');
  if (expiredShared.length > 0) {
    const one = expiredShared.length === 1;
    insights.push({
      id: 'expired-shared',
      tone: 'warning',
      title: 'Expired code still shared',
      message: `${nameList(expiredShared.map(label))} ${one ? 'has' : 'have'} expired but ${one ? 'is' : 'are'} still shown in your shared links. Hide or delete ${one ? 'it' : 'them'} so shoppers do not try a code that no longer works.`,
    });
  }
  const soon = active.filter(
    (code) =>
      !code.isExpired &&
      code.expiresAt !== null &&
      Date.parse(code.expiresAt) - now.getTime() <= EXPIRING_SOON_DAYS * DAY_MS,
  );
  if (soon.length > 0) {
    const one = soon.length === 1;
    insights.push({
      id: 'expiring-soon',
      tone: 'warning',
      title: 'Expiring soon',
      message: `${nameList(soon.map((code) => `${label(code)} works until ${formatDeadline(code.expiresOn!)}`))}. Ask the brand for a new code, or update the expiry in My Codes if ${one ? 'it was' : 'they were'} extended.`,
    });
  }
  return insights;
}

function performanceInsights(active: InsightCode[], totals: AffiliateCounts): AffiliateInsight[] {
  const insights: AffiliateInsight[] = [];
  const [top] = [...active].sort((a, b) => b.clicks - a.clicks || b.copies - a.copies);
  if (top && top.clicks > 0) {
    const share =
      top.clicks === totals.clicks
        ? `all ${plural(top.clicks, 'click')}`
        : `${top.clicks.toLocaleString('en-US')} of your ${plural(totals.clicks, 'click')}`;
    insights.push({
      id: 'top-code',
      tone: 'positive',
      title: 'Your best code',
      message: `${label(top)} brought ${share} to a shop. Put it first where you post.`,
    });
  }
  const rarelyClicked = active.filter(
    (code) => code.copies > 0 && (code.clicks / code.copies) * 100 < WEAK_CLICK_THROUGH,
  );
  if (rarelyClicked.length > 0) {
    const one = rarelyClicked.length === 1;
    const [only] = rarelyClicked;
    insights.push({
      id: 'copied-rarely-clicked',
      tone: 'info',
      title: 'Copied, rarely clicked',
      message: one
        ? `Shoppers copied ${label(only!)} ${plural(only!.copies, 'time')} but opened the shop ${plural(only!.clicks, 'time')}. Check that its brand link opens the page with the offer.`
        : `Shoppers copy ${nameList(rarelyClicked.map(label))} but open the shop for fewer than ${WEAK_CLICK_THROUGH} of every 100 copies. Check that their brand links open the page with the offer.`,
    });
  }
  const unseenOffer = active.filter((code) => code.views > 0 && code.copies === 0);
  if (unseenOffer.length > 0) {
    const one = unseenOffer.length === 1;
    const views = unseenOffer.reduce((sum, code) => sum + code.views, 0);
    insights.push({
      id: 'viewed-not-copied',
      tone: 'info',
      title: 'Seen but not copied',
      message: `${nameList(unseenOffer.map(label))} ${one ? 'was' : 'were'} viewed ${plural(views, 'time')} without a copy. Say what shoppers get in the instructions, or feature a code with a stronger offer.`,
    });
  }
  return insights;
}

/** The insights for these codes (soft-deleted ones count only in the orders and the totals). */
export function affiliateInsights(
  codes: readonly InsightCode[],
  totals: AffiliateCounts,
  now: Date,
): AffiliateInsight[] {
  const active = codes.filter((code) => !code.isDeleted);
  const insights = [...expiryInsights(active, now), ...performanceInsights(active, totals)];

  const ordered = codes.filter((code) => code.conversion.kind === 'actual' && code.conversion.orders > 0);
  if (ordered.length > 0) {
    const orders = ordered.reduce((sum, code) => sum + code.conversion.orders, 0);
    const revenue = ordered.reduce((sum, code) => sum + code.conversion.revenue, 0);
    insights.push({
      id: 'real-orders',
      tone: 'positive',
      title: 'Orders from your codes',
      message: `Brands matched ${plural(orders, 'order')} worth ${formatAed(revenue)} from their stores to ${nameList(ordered.map((code) => `${code.code} (${code.conversion.orders})`))}.`,
    });
  }

  const hidden = active.filter((code) => !code.isExpired && code.visibility === 'hidden');
  if (hidden.length > 0) {
    const one = hidden.length === 1;
    insights.push({
      id: 'hidden-codes',
      tone: 'info',
      title: 'Hidden from your page',
      message: `${nameList(hidden.map(label))} ${one ? 'is' : 'are'} hidden in your shared links. Show ${one ? 'it' : 'them'} from the code's menu in My Codes so visitors of your page can use ${one ? 'it' : 'them'}.`,
    });
  }

  if (totals.views > 0) {
    const percent = affiliateEngagementPercent(totals);
    insights.push({
      id: 'engagement',
      tone: 'info',
      title: 'Engagement',
      message: `Your codes were viewed ${plural(totals.views, 'time')} and got ${plural(totals.copies, 'copy', 'copies')} and ${plural(totals.clicks, 'click')}: ${percent}% engagement.`,
    });
  }
  return insights;
}
