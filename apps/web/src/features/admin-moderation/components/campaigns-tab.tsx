import {
  CAMPAIGN_STATUSES,
  MODERATION_REASON_MAX,
  MODERATION_SEARCH_MAX,
  type AdminCampaign,
  type AdminCampaignListParams,
  type CampaignStatus,
} from '@partnerly/contracts';
import { useCallback, useState } from 'react';
import { Pager } from '@/components/pager';
import { ReasonDialog } from '@/components/reason-dialog';
import { SearchBox } from '@/components/search-box';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';
import { useAdminCampaigns, useModerateCampaign } from '../api/admin-campaigns';
import { CAMPAIGN_STATUS_LABELS, CampaignsList } from './campaigns-list';
import { moderationMessage } from './moderation-messages';

type Moderating = { campaign: AdminCampaign; action: 'pause' | 'close' } | null;

function ListSkeleton() {
  const t = useT();
  return (
    <div
      className="grid gap-3"
      role="status"
      aria-busy="true"
      aria-label={t('adminModeration.loadingCampaigns')}
    >
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} className="h-16" />
      ))}
    </div>
  );
}

/**
 * The admin console's Campaigns tab (issue 19 item 5; spec 03 'all campaigns with the brand's
 * company or name'): search and filter every campaign; pause one (the brand may fix it and
 * reactivate) or close it for good, with the reason the brand receives. Admins and super admins
 * both moderate (decision 0059).
 */
export function CampaignsTab() {
  const t = useT();
  const statusOptions = CAMPAIGN_STATUSES.map((one) => ({ id: one, label: t(CAMPAIGN_STATUS_LABELS[one]) }));
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<CampaignStatus | ''>('');
  const [page, setPage] = useState(1);
  const [moderating, setModerating] = useState<Moderating>(null);
  const params: AdminCampaignListParams = { search: search || undefined, status: status || undefined, page };
  const campaigns = useAdminCampaigns(params);
  const moderate = useModerateCampaign();
  const onSearch = useCallback((next: string) => {
    setSearch(next);
    setPage(1);
  }, []);

  const confirm = (reason: string) => {
    if (!moderating) return;
    const { campaign, action } = moderating;
    moderate.mutate(
      { campaignId: campaign.id, action, reason },
      {
        onSuccess: (result) => {
          toast({
            variant: 'success',
            title: moderationMessage(t, result.message),
            description: t('adminModeration.brandIsTold', { brand: campaign.brand.companyName }),
          });
          setModerating(null);
          moderate.reset();
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: action === 'pause' ? t('adminModeration.notPaused') : t('adminModeration.notClosed'),
            description: moderationMessage(t, error.message),
          }),
      },
    );
  };

  const data = campaigns.data;
  const isPause = moderating?.action === 'pause';
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 md:grid-cols-[1fr_14rem] md:items-end">
        <SearchBox
          value={search}
          onSearch={onSearch}
          label={t('adminModeration.searchCampaigns')}
          placeholder={t('adminModeration.searchCampaignsPlaceholder')}
          maxLength={MODERATION_SEARCH_MAX}
        />
        <SelectField
          label={t('common.status')}
          placeholder={t('adminModeration.allStatuses')}
          options={statusOptions}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as CampaignStatus | '');
            setPage(1);
          }}
        />
      </div>
      {campaigns.isPending ? (
        <ListSkeleton />
      ) : campaigns.isError && !data ? (
        <RetryAlert
          message={t('adminModeration.loadCampaignsFailed')}
          onRetry={() => void campaigns.refetch()}
        />
      ) : data && data.campaigns.length === 0 ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
          {data.total === 0 ? t('adminModeration.noCampaigns') : t('adminModeration.noCampaignsOnPage')}
        </p>
      ) : data ? (
        <div className={campaigns.isPlaceholderData ? 'grid gap-4 opacity-60' : 'grid gap-4'}>
          {campaigns.isError ? (
            <RetryAlert
              message={t('adminModeration.loadCampaignsFailed')}
              onRetry={() => void campaigns.refetch()}
            />
          ) : null}
          <CampaignsList
            campaigns={data.campaigns}
            onPause={(campaign) => setModerating({ campaign, action: 'pause' })}
            onClose={(campaign) => setModerating({ campaign, action: 'close' })}
          />
          <Pager
            noun={{ one: t('adminModeration.campaignNoun'), many: t('adminModeration.campaignsNoun') }}
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={setPage}
          />
        </div>
      ) : null}

      <ReasonDialog
        open={moderating !== null}
        onClose={() => {
          setModerating(null);
          moderate.reset();
        }}
        title={isPause ? t('adminModeration.pauseTitle') : t('adminModeration.closeTitle')}
        description={
          moderating
            ? isPause
              ? t('adminModeration.pauseDescription', {
                  title: moderating.campaign.title,
                  brand: moderating.campaign.brand.companyName,
                })
              : t('adminModeration.closeDescription', {
                  title: moderating.campaign.title,
                  brand: moderating.campaign.brand.companyName,
                })
            : null
        }
        label={t('adminModeration.reasonBrandReceives')}
        placeholder={t('adminModeration.reasonPlaceholder')}
        requiredMessage={t('adminModeration.reasonRequired')}
        maxLength={MODERATION_REASON_MAX}
        confirmLabel={isPause ? t('adminModeration.pauseTitle') : t('adminModeration.closeTitle')}
        confirmVariant={isPause ? 'default' : 'destructive'}
        isPending={moderate.isPending}
        serverError={
          isApiError(moderate.error) ? moderationMessage(t, moderate.error.fields.reason?.[0]) : undefined
        }
        onConfirm={confirm}
      />
    </div>
  );
}
