import {
  CAMPAIGN_STATUS_LABELS,
  CAMPAIGN_STATUSES,
  MODERATION_MESSAGES,
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
import { useAdminCampaigns, useModerateCampaign } from '../api/admin-campaigns';
import { CampaignsList } from './campaigns-list';

const STATUS_OPTIONS = CAMPAIGN_STATUSES.map((status) => ({
  id: status,
  label: CAMPAIGN_STATUS_LABELS[status],
}));

type Moderating = { campaign: AdminCampaign; action: 'pause' | 'close' } | null;

function ListSkeleton() {
  return (
    <div className="grid gap-3" role="status" aria-busy="true" aria-label="Loading campaigns">
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
            title: result.message,
            description: `${campaign.brand.companyName} is told why.`,
          });
          setModerating(null);
          moderate.reset();
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: action === 'pause' ? 'Campaign not paused' : 'Campaign not closed',
            description: error.message,
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
          label="Search campaigns"
          placeholder="Search by title, brand, owner or e-mail"
          maxLength={MODERATION_SEARCH_MAX}
        />
        <SelectField
          label="Status"
          placeholder="All statuses"
          options={STATUS_OPTIONS}
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
          message={MODERATION_MESSAGES.loadCampaignsFailed}
          onRetry={() => void campaigns.refetch()}
        />
      ) : data && data.campaigns.length === 0 ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
          {data.total === 0 ? MODERATION_MESSAGES.noCampaigns : 'No campaigns on this page.'}
        </p>
      ) : data ? (
        <div className={campaigns.isPlaceholderData ? 'grid gap-4 opacity-60' : 'grid gap-4'}>
          {campaigns.isError ? (
            <RetryAlert
              message={MODERATION_MESSAGES.loadCampaignsFailed}
              onRetry={() => void campaigns.refetch()}
            />
          ) : null}
          <CampaignsList
            campaigns={data.campaigns}
            onPause={(campaign) => setModerating({ campaign, action: 'pause' })}
            onClose={(campaign) => setModerating({ campaign, action: 'close' })}
          />
          <Pager
            noun={{ one: 'campaign', many: 'campaigns' }}
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
        title={isPause ? 'Pause Campaign' : 'Close Campaign'}
        description={
          moderating
            ? isPause
              ? `"${moderating.campaign.title}" stops taking applications and leaves the feed. ${moderating.campaign.brand.companyName} is notified with your reason and may reactivate it once fixed.`
              : `"${moderating.campaign.title}" closes for good: it leaves the feed and ${moderating.campaign.brand.companyName} cannot reactivate it. The brand is notified with your reason.`
            : null
        }
        label="Reason the brand receives"
        placeholder="What is wrong, in words the brand will read"
        requiredMessage={MODERATION_MESSAGES.reasonRequired}
        maxLength={MODERATION_REASON_MAX}
        confirmLabel={isPause ? 'Pause Campaign' : 'Close Campaign'}
        confirmVariant={isPause ? 'default' : 'destructive'}
        isPending={moderate.isPending}
        serverError={isApiError(moderate.error) ? moderate.error.fields.reason?.[0] : undefined}
        onConfirm={confirm}
      />
    </div>
  );
}
