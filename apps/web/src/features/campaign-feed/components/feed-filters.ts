import {
  CAMPAIGN_PLATFORMS,
  CAMPAIGN_TYPES,
  COMPENSATION_TYPES,
  CONTENT_CATEGORY_IDS,
  FEED_SEARCH_MAX,
  platformLabel,
  type AppLanguage,
  type CampaignPlatform,
  type CampaignType,
  type CompensationType,
  type ContentCategoryId,
} from '@partnerly/contracts';
import { campaignTypeText, categoryText, compensationText, type Translate } from '@/lib/i18n/campaign-keys';
import { countryName } from './campaign-labels';

// The feed's search and filters live in the URL (?q=&category=&type=&platform=&country=
// &compensation=) so a search can be shared and survives a reload. A value this build does
// not know is dropped rather than sent: a stale link still opens the feed.

const FEED_FILTER_KEYS = ['category', 'type', 'platform', 'country', 'compensation'] as const;
export type FeedFilterKey = (typeof FEED_FILTER_KEYS)[number];

export interface FeedFilters {
  /** Search on title and description; '' when none. */
  q: string;
  category?: ContentCategoryId;
  type?: CampaignType;
  platform?: CampaignPlatform;
  country?: string;
  compensation?: CompensationType;
}

/** ?campaign= opens that campaign's detail dialog. */
export const CAMPAIGN_PARAM = 'campaign';

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string | null): T | undefined =>
    values.includes(value as T) ? (value as T) : undefined;

const readCategory = oneOf(CONTENT_CATEGORY_IDS);
const readType = oneOf(CAMPAIGN_TYPES);
const readPlatform = oneOf(CAMPAIGN_PLATFORMS);
const readCompensation = (value: string | null) =>
  oneOf(COMPENSATION_TYPES)(value === 'others' ? 'other' : value);
const readCountry = (value: string | null) =>
  value && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : undefined;

/** The filters a URL holds. */
export function readFeedFilters(params: URLSearchParams): FeedFilters {
  return {
    q: (params.get('q') ?? '').trim().slice(0, FEED_SEARCH_MAX),
    category: readCategory(params.get('category')),
    type: readType(params.get('type')),
    platform: readPlatform(params.get('platform')),
    country: readCountry(params.get('country')),
    compensation: readCompensation(params.get('compensation')),
  };
}

/** `params` with the filters written in (empty ones removed); other parameters are kept. */
export function writeFeedFilters(params: URLSearchParams, filters: FeedFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const q = filters.q.trim();
  if (q) next.set('q', q);
  else next.delete('q');
  for (const key of FEED_FILTER_KEYS) {
    const value = filters[key];
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** The query string of GET /api/campaigns/feed for one page. */
export function feedRequestQuery(filters: FeedFilters, cursor: string | null): string {
  const params = writeFeedFilters(new URLSearchParams(), filters);
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

/** How many of the panel's filters are set (the search is not one of them). */
export function activeFilterCount(filters: FeedFilters): number {
  return FEED_FILTER_KEYS.filter((key) => filters[key] !== undefined).length;
}

export const hasSearchOrFilters = (filters: FeedFilters) =>
  filters.q !== '' || activeFilterCount(filters) > 0;

export interface FilterChip {
  key: 'q' | FeedFilterKey;
  label: string;
}

/** Each filter's value by name, in the active language. */
const chipValue = (t: Translate, language: AppLanguage, key: FeedFilterKey, value: string): string => {
  if (key === 'category') return categoryText(t, value);
  if (key === 'type') return campaignTypeText(t, value);
  if (key === 'platform') return platformLabel(value);
  if (key === 'country') return countryName(value, language);
  return compensationText(t, value);
};

/** One removable chip per search and filter that is set. */
export function filterChips(t: Translate, language: AppLanguage, filters: FeedFilters): FilterChip[] {
  const chips: FilterChip[] = filters.q
    ? [{ key: 'q', label: t('campaignFeed.chip.q', { value: filters.q }) }]
    : [];
  for (const key of FEED_FILTER_KEYS) {
    const value = filters[key];
    if (value) {
      chips.push({
        key,
        label: t(`campaignFeed.chip.${key}`, { value: chipValue(t, language, key, value) }),
      });
    }
  }
  return chips;
}

/** The filters without one chip's value. */
export function withoutChip(filters: FeedFilters, key: FilterChip['key']): FeedFilters {
  return key === 'q' ? { ...filters, q: '' } : { ...filters, [key]: undefined };
}

export const NO_FILTERS: FeedFilters = { q: '' };

/** 'Showing 1 campaign', 'Showing 12 campaigns' (the spec's 'Showing N campaign(s)'). */
export function showingLabel(t: Translate, count: number): string {
  return t('campaignFeed.showing', { count });
}
