import { brandAnalyticsQuery, type BrandAnalyticsQuery } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import type { MessageValues } from '@/lib/i18n/i18n-provider';

// The creator filters live in the address (?engagementLevel=strong&minReach=10000&category=food),
// so a filtered view can be reloaded, shared and navigated back to.

export type CreatorFilterName = keyof BrandAnalyticsQuery;
const FILTER_NAMES: readonly CreatorFilterName[] = ['engagementLevel', 'minReach', 'category'];

/** The filters the address holds; a value the API would refuse is left out, not sent. */
export function readCreatorFilters(params: URLSearchParams): BrandAnalyticsQuery {
  const filters: BrandAnalyticsQuery = {};
  for (const name of FILTER_NAMES) {
    const parsed = brandAnalyticsQuery.shape[name].safeParse(params.get(name) ?? undefined);
    if (parsed.success && parsed.data !== undefined) Object.assign(filters, { [name]: parsed.data });
  }
  return filters;
}

/** The address's parameters with one filter set, or removed for `undefined` (other parameters kept). */
export function withCreatorFilter(
  params: URLSearchParams,
  name: CreatorFilterName,
  value: string | number | undefined,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === undefined || value === '') next.delete(name);
  else next.set(name, String(value));
  return next;
}

/** The address's parameters without any creator filter. */
export function withoutCreatorFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of FILTER_NAMES) next.delete(name);
  return next;
}

export function hasCreatorFilters(filters: BrandAnalyticsQuery): boolean {
  return FILTER_NAMES.some((name) => filters[name] !== undefined);
}

/** The query string of GET /api/analytics, in a fixed order (one cache entry per filter set); '' for none. */
export function analyticsSearch(filters: BrandAnalyticsQuery): string {
  const params = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = filters[name];
    if (value !== undefined) params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The minimum reach choices (views summed over a creator's completed results). */
const MIN_REACH_CHOICES = [1_000, 10_000, 50_000, 100_000, 500_000, 1_000_000] as const;

const reachFormat = new Intl.NumberFormat('en-US');

/** The choices of the minimum reach select: the presets, plus a value from a shared link. */
export function minReachOptions(
  t: (key: MessageKey, values?: MessageValues) => string,
  current: number | undefined,
): { id: string; label: string }[] {
  const values = [...MIN_REACH_CHOICES] as number[];
  if (current !== undefined && !values.includes(current)) values.push(current);
  return values
    .sort((a, b) => a - b)
    .map((value) => ({
      id: String(value),
      label: t('brandAnalytics.reachOption', { count: reachFormat.format(value) }),
    }));
}
