import type { BrandAnalytics, BrandAnalyticsQuery } from '@partnerly/contracts';
import { UsersRound, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n-provider';
import { hasCreatorFilters, type CreatorFilterName } from '../api/analytics-filters';
import { creatorsShownText } from './analytics-format';
import { AnalyticsNotice } from './analytics-notice';
import { CreatorFilters } from './creator-filters';
import { CreatorTable } from './creator-table';
import { TopCreators } from './top-creators';

const CARDS = 3;

interface CreatorsSectionProps {
  data: Pick<BrandAnalytics, 'creators' | 'matchingCreators'>;
  filters: BrandAnalyticsQuery;
  /** The figures on screen are for other filters while these load. */
  isUpdating: boolean;
  onFilterChange(name: CreatorFilterName, value: string | undefined): void;
  onClearFilters(): void;
}

/** Top creators by engagement score (spec 03), filtered, as cards and as the per-creator table. */
export function CreatorsSection({
  data,
  filters,
  isUpdating,
  onFilterChange,
  onClearFilters,
}: CreatorsSectionProps) {
  const t = useT();
  const isFiltered = hasCreatorFilters(filters);
  return (
    <section aria-labelledby="top-creators-heading" className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="top-creators-heading" className="text-xl font-semibold tracking-tight">
          {t('brandAnalytics.topCreators')}
        </h2>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {isUpdating
            ? t('brandAnalytics.updating')
            : creatorsShownText(t, data.creators.length, data.matchingCreators)}
        </p>
      </div>
      <CreatorFilters filters={filters} onChange={onFilterChange} onClear={onClearFilters} />
      <div aria-busy={isUpdating} className={isUpdating ? 'grid gap-4 opacity-60' : 'grid gap-4'}>
        {data.creators.length === 0 ? (
          <AnalyticsNotice
            icon={UsersRound}
            title={isFiltered ? t('brandAnalytics.noMatch') : t('brandAnalytics.noCreators')}
            action={
              isFiltered ? (
                <Button type="button" variant="outline" onClick={onClearFilters}>
                  <X aria-hidden /> {t('brandAnalytics.clearFilters')}
                </Button>
              ) : undefined
            }
          >
            {isFiltered ? t('brandAnalytics.noMatchHint') : t('brandAnalytics.noCreatorsHint')}
          </AnalyticsNotice>
        ) : (
          <>
            <TopCreators creators={data.creators.slice(0, CARDS)} />
            <h3 className="text-base font-semibold">{t('brandAnalytics.perCreator')}</h3>
            <CreatorTable creators={data.creators} />
          </>
        )}
      </div>
    </section>
  );
}
