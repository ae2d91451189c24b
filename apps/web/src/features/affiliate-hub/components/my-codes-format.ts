import type { CodeConversion, MyAffiliateCode, MyAffiliateCodes } from '@partnerly/contracts';
import type { BadgeTone } from '@/components/ui/tone-badge';
import { formatDate } from '@/lib/format';
import type { useT } from '@/lib/i18n/i18n-provider';

type Translate = ReturnType<typeof useT>;

// Pure helpers of My Codes and Analytics: cache updates, labels and tones.

/** The list with `code` in place of its old version, or first when it is new. */
export function withCode(list: MyAffiliateCodes, code: MyAffiliateCode): MyAffiliateCodes {
  const isListed = list.codes.some((entry) => entry.id === code.id);
  return {
    codes: isListed
      ? list.codes.map((entry) => (entry.id === code.id ? code : entry))
      : [code, ...list.codes],
  };
}

export function withoutCode(list: MyAffiliateCodes, id: string): MyAffiliateCodes {
  return { codes: list.codes.filter((entry) => entry.id !== id) };
}

/** Up to two letters for a brand without a logo we can show: 'Sahara Threads' → 'ST'. */
export function brandMonogram(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : (words[0]?.slice(0, 2) ?? '');
  return letters.toUpperCase() || '?';
}

/** The shop's host for a link's text: 'https://www.shop.example/a' → 'shop.example'. */
export function shopHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

export interface ExpiryLabel {
  text: string;
  tone: BadgeTone;
}

/** 'Expired 3 Jan 2027' (danger), 'Expires 3 Jan 2027' or 'No expiry'. */
export function expiryLabel(
  t: Translate,
  code: Pick<MyAffiliateCode, 'expiresOn' | 'isExpired'>,
): ExpiryLabel {
  if (!code.expiresOn) return { text: t('affiliateHub.noExpiry'), tone: 'neutral' };
  const date = formatDate(code.expiresOn);
  return code.isExpired
    ? { text: t('affiliateHub.expiredOn', { date }), tone: 'danger' }
    : { text: t('affiliateHub.expiresOn', { date }), tone: 'neutral' };
}

/** Public codes show on the creator's shared page; hidden (and private) ones do not. */
export const isShownInSharedLinks = (code: Pick<MyAffiliateCode, 'visibility'>) =>
  code.visibility === 'public';

/**
 * The CTR badge's colour by the spec 02 estimate's click-to-copy thresholds: 60% or more
 * strong, 30% or more moderate, below that weak (no copies: nothing to judge).
 */
export function clickThroughTone(rate: number, copies: number): BadgeTone {
  if (copies === 0) return 'neutral';
  if (rate >= 60) return 'success';
  return rate >= 30 ? 'info' : 'warning';
}

/** The conversion bar's fill, 0 to 100 (real orders can exceed the clicks: a full bar). */
export function conversionBarPercent(rate: number | null): number {
  if (rate === null || !Number.isFinite(rate)) return 0;
  return Math.min(Math.max(rate, 0), 100);
}

/** '10%', '2.5%' or '–' (real orders without clicks have no rate). */
export function formatPercent(rate: number | null): string {
  return rate === null ? '–' : `${rate.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
}

/** What the conversion figure rests on, said under the bar. */
export function conversionNote(t: Translate, conversion: CodeConversion): string {
  const values = {
    orders: conversion.orders,
    revenue: `AED ${conversion.revenue.toLocaleString('en-US', { maximumFractionDigits: 2 })}`,
  };
  return conversion.kind === 'estimated'
    ? t('affiliateHub.estimatedNote', values)
    : t('affiliateHub.actualNote', values);
}

/** Today's date in UTC (YYYY-MM-DD): the earliest expiry the server takes. */
export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
