import type { FeedCampaign } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import { CircleAlert, Megaphone, SearchX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/i18n-provider';
import { CampaignCard, CampaignCardSkeleton } from './campaign-card';
import { showingLabel } from './feed-filters';

/** Spec 03 section 9: the feed shows 6 skeletons while it loads. */
const FEED_SKELETON_COUNT = 6;

const GRID = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3';

export function FeedSkeletons() {
  const t = useT();
  return (
    <div>
      <p role="status" className="sr-only">
        {t('campaignFeed.loading')}
      </p>
      <div className={GRID} data-testid="feed-skeletons">
        {Array.from({ length: FEED_SKELETON_COUNT }, (_, index) => (
          <CampaignCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}

/** 'Unable to Load Campaigns' with Try Again. */
export function FeedError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  const t = useT();
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center"
    >
      <CircleAlert className="size-10 text-destructive" aria-hidden />
      <h2 className="text-lg font-semibold">{t('campaignFeed.loadFailed')}</h2>
      <p className="text-sm text-muted-foreground">{t('campaignFeed.loadFailedHint')}</p>
      <Button onClick={onRetry} disabled={isRetrying}>
        {isRetrying ? <Spinner className="text-current" /> : null} {t('campaigns.tryAgain')}
      </Button>
    </div>
  );
}

export function FeedEmpty({ isFiltered, onClearAll }: { isFiltered: boolean; onClearAll: () => void }) {
  const t = useT();
  const Icon = isFiltered ? SearchX : Megaphone;
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
      <Icon className="size-10 text-muted-foreground" aria-hidden />
      <h2 className="text-lg font-semibold">
        {isFiltered ? t('campaignFeed.noneFound') : t('campaignFeed.noneYet')}
      </h2>
      <p className="text-sm text-muted-foreground">
        {isFiltered ? t('campaignFeed.noneFoundHint') : t('campaignFeed.noneYetHint')}
      </p>
      {isFiltered ? (
        <Button variant="outline" onClick={onClearAll}>
          {t('campaignFeed.clearAll')}
        </Button>
      ) : null}
    </div>
  );
}

interface FeedGridProps {
  campaigns: FeedCampaign[];
  onView: (campaign: FeedCampaign) => void;
  onApply?: (campaign: FeedCampaign) => void;
  /** 'Applied' (or 'Withdrawn') by campaign id, for the viewer's own applications. */
  appliedLabels?: ReadonlyMap<string, MessageKey>;
  /** True for a campaign whose event pass the viewer holds. */
  hasEventPass?: (campaign: FeedCampaign) => boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isNextPageError: boolean;
  onLoadMore: () => void;
}

/** The cards, the 'Showing N campaign(s)' footer and the next page (on scroll or Load more). */
export function FeedGrid({
  campaigns,
  onView,
  onApply,
  appliedLabels,
  hasEventPass,
  hasNextPage,
  isFetchingNextPage,
  isNextPageError,
  onLoadMore,
}: FeedGridProps) {
  const t = useT();
  const sentinel = useRef<HTMLDivElement>(null);
  // Infinite scroll: the next page loads as the end of the list comes into view. After a
  // failed page it waits for Try Again instead of asking again by itself.
  const canAutoLoad = hasNextPage && !isFetchingNextPage && !isNextPageError;
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !canAutoLoad || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadMore();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [canAutoLoad, onLoadMore]);

  return (
    <div className="grid gap-6">
      <ul aria-label={t('campaignFeed.campaigns')} className={GRID}>
        {campaigns.map((campaign) => (
          <li key={campaign.id} className="grid">
            <CampaignCard
              campaign={campaign}
              onView={onView}
              onApply={onApply}
              appliedLabel={appliedLabels?.get(campaign.id)}
              hasEventPass={hasEventPass?.(campaign)}
            />
          </li>
        ))}
      </ul>
      <div ref={sentinel} className="flex flex-col items-center gap-3 text-center">
        <p role="status" className="text-sm text-muted-foreground">
          {showingLabel(t, campaigns.length)}
        </p>
        {isNextPageError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('campaignFeed.loadFailed')}
          </p>
        ) : null}
        {hasNextPage ? (
          <Button variant="outline" onClick={onLoadMore} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? <Spinner className="text-current" /> : null}
            {isFetchingNextPage
              ? t('campaignFeed.loadingMore')
              : isNextPageError
                ? t('campaigns.tryAgain')
                : t('campaignFeed.loadMore')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
