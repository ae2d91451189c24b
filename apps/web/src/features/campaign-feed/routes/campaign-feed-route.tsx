import { hasCheckIns, type FeedCampaign } from '@partnerly/contracts';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useCallback, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMyFeedApplications } from '@/api/applications/my-application-statuses';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useLanguage, useT } from '@/lib/i18n/i18n-provider';
import { useMe } from '@/lib/session';
import { cn } from '@/lib/utils';
import { loadedCampaigns, useCampaignFeed } from '../api/get-campaign-feed';
import { CampaignDetailDialog } from '../components/campaign-detail-dialog';
import {
  activeFilterCount,
  CAMPAIGN_PARAM,
  filterChips,
  hasSearchOrFilters,
  NO_FILTERS,
  readFeedFilters,
  withoutChip,
  writeFeedFilters,
  type FeedFilterKey,
  type FeedFilters,
} from '../components/feed-filters';
import { FeedFiltersPanel } from '../components/feed-filters-panel';
import { FeedEmpty, FeedError, FeedGrid, FeedSkeletons } from '../components/feed-results';
import { FeedSearch } from '../components/feed-search';
import { FilterChips } from '../components/filter-chips';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface CampaignFeedRouteProps {
  /**
   * Opens the apply flow for a campaign (composed by the app). Without it the feed shows no
   * Apply buttons.
   */
  onApply?: (campaign: FeedCampaign) => void;
}

/**
 * /campaigns (spec 03 'Campaign feed'): search, collapsible filters with removable chips,
 * cards and the detail dialog. Search, filters and the open campaign live in the URL.
 */
export function CampaignFeedRoute({ onApply }: CampaignFeedRouteProps) {
  const t = useT();
  const { language } = useLanguage();
  const me = useMe();
  const userType = me.data?.profile?.userType;
  const isAgent = userType === 'agent' || userType === 'agency';
  const heading = isAgent ? t('campaignFeed.discoveryTitle') : t('campaignFeed.browseTitle');

  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readFeedFilters(searchParams), [searchParams]);
  const requestedId = searchParams.get(CAMPAIGN_PARAM);
  const openId = requestedId && UUID.test(requestedId) ? requestedId.toLowerCase() : null;

  // Every change builds on the address as last drawn, so it is drawn synchronously: as a
  // deferred (transition) update, a filter chosen while a slow device was still drawing the
  // previous change would be built on the older address and undo that change.
  const updateFilters = useCallback(
    (change: (current: FeedFilters) => FeedFilters) =>
      setSearchParams((prev) => writeFeedFilters(prev, change(readFeedFilters(prev))), {
        replace: true,
        flushSync: true,
      }),
    [setSearchParams],
  );
  const onSearch = useCallback(
    (q: string) => updateFilters((current) => ({ ...current, q })),
    [updateFilters],
  );
  const onFilterChange = (key: FeedFilterKey, value: string | undefined) =>
    updateFilters((current) => ({ ...current, [key]: value }));
  const clearAll = () => updateFilters(() => NO_FILTERS);
  const setOpenCampaign = (id: string | null) =>
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id) next.set(CAMPAIGN_PARAM, id);
        else next.delete(CAMPAIGN_PARAM);
        return next;
      },
      { replace: true, flushSync: true },
    );

  const filterCount = activeFilterCount(filters);
  const [isPanelOpen, setPanelOpen] = useState(filterCount > 0);
  const panelId = useId();

  const feed = useCampaignFeed(filters);
  const campaigns = loadedCampaigns(feed.data);
  // A creator's own applications, asked per loaded page (the pages are shared, decision 0017):
  // those cards say 'Applied' instead of offering Apply, and an approved creator's onsite or
  // event campaign offers her event pass. An agent's span several creators.
  const mine = useMyFeedApplications(
    feed.data?.pages.map((page) => page.campaigns.map((campaign) => campaign.id)) ?? [],
    userType === 'creator',
  );
  const hasEventPass = (campaign: Pick<FeedCampaign, 'id' | 'campaignType'>) =>
    (mine?.placedCampaignIds.has(campaign.id) ?? false) && hasCheckIns(campaign.campaignType);
  const { fetchNextPage } = feed;
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <title>{isAgent ? t('campaignFeed.discoveryPageTitle') : t('campaignFeed.browsePageTitle')}</title>
      <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
      <p className="mt-1 text-muted-foreground">
        {isAgent ? t('campaignFeed.agentIntro') : t('campaignFeed.creatorIntro')}
      </p>

      <div className="mt-6 grid gap-3">
        <div className="flex flex-col gap-2 sm:flex-row">
          <FeedSearch value={filters.q} onSearch={onSearch} />
          <Button
            variant="outline"
            aria-expanded={isPanelOpen}
            aria-controls={isPanelOpen ? panelId : undefined}
            onClick={() => setPanelOpen((open) => !open)}
          >
            <SlidersHorizontal aria-hidden /> {t('campaignFeed.filters')}
            {filterCount > 0 ? (
              <Badge aria-label={t('campaignFeed.activeCount', { count: filterCount })} className="px-2">
                {filterCount}
              </Badge>
            ) : null}
            <ChevronDown aria-hidden className={cn('transition-transform', isPanelOpen && 'rotate-180')} />
          </Button>
        </div>
        {isPanelOpen ? <FeedFiltersPanel id={panelId} filters={filters} onChange={onFilterChange} /> : null}
        <FilterChips
          chips={filterChips(t, language, filters)}
          onRemove={(key) => updateFilters((current) => withoutChip(current, key))}
          onClearAll={clearAll}
        />
      </div>

      <section aria-label={t('campaignFeed.results')} className="mt-6">
        {feed.isPending ? (
          <FeedSkeletons />
        ) : feed.isError && !feed.data ? (
          <FeedError onRetry={() => void feed.refetch()} isRetrying={feed.isFetching} />
        ) : campaigns.length === 0 ? (
          <FeedEmpty isFiltered={hasSearchOrFilters(filters)} onClearAll={clearAll} />
        ) : (
          <FeedGrid
            campaigns={campaigns}
            onView={(campaign) => setOpenCampaign(campaign.id)}
            onApply={onApply}
            appliedLabels={mine?.appliedLabels}
            hasEventPass={hasEventPass}
            hasNextPage={feed.hasNextPage}
            isFetchingNextPage={feed.isFetchingNextPage}
            isNextPageError={feed.isFetchNextPageError}
            onLoadMore={loadMore}
          />
        )}
      </section>

      <CampaignDetailDialog
        campaignId={openId}
        fromFeed={campaigns.find((campaign) => campaign.id === openId)}
        onClose={() => setOpenCampaign(null)}
        onApply={onApply}
        hasEventPass={hasEventPass}
      />
    </div>
  );
}
