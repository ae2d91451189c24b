import type { Submission } from '@partnerly/contracts';
import { ChartColumn, ClipboardCheck } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useMyCampaigns } from '@/api/campaigns/my-campaigns';
import { useBrandSubmissions, useLiveSubmissions } from '@/api/submissions/list-brand-submissions';
import { useWorkspaceAccess } from '@/api/workspace/use-workspace';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/i18n-provider';
import { ReviewDialog } from './review-dialog';
import { SubmissionFilters } from './submission-filters';
import {
  campaignChoices,
  countByFilter,
  emptyState,
  filterSubmissions,
  type StatusFilter,
} from './submission-format';
import { SubmissionItem } from './submission-item';
import { SubmissionsLoadFailure } from './submissions-load-failure';

export interface SubmissionsReviewProps {
  /** The one campaign whose queue to show (kept in the dashboard's address); null for all. */
  campaignId: string | null;
  onCampaignChange(campaignId: string | null): void;
  /** Opens the campaign's report (its results and Export Report); offered once a campaign is chosen. */
  onViewReport?(campaignId: string): void;
}

/**
 * The brand's Submissions tab (spec 02 'Submissions'): every submission to the workspace's
 * campaigns, or to one of them, oldest first, filtered by status, each opening the review
 * modal. It follows `submissions.changed` live.
 */
export function SubmissionsReview({ campaignId, onCampaignChange, onViewReport }: SubmissionsReviewProps) {
  const [statusFilter, setStatusFilter] = useState<StatusFilter>('all');
  const [openId, setOpenId] = useState<string | null>(null);
  const submissions = useBrandSubmissions(campaignId);
  const campaigns = useMyCampaigns();
  const refusalFor = useReviewRefusal(campaigns.data);
  useLiveSubmissions();
  const t = useT();

  const items = submissions.data ?? [];
  const open = openId ? (items.find((item) => item.id === openId) ?? null) : null;

  return (
    <div className="grid gap-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{t('submissionsReview.heading')}</h1>
        <p className="mt-2 text-muted-foreground">{t('submissionsReview.intro')}</p>
      </header>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0 flex-1">
          <SubmissionFilters
            campaigns={campaignChoices(
              campaigns.data,
              submissions.data,
              campaignId,
              t('submissionsReview.selectedCampaign'),
            )}
            campaignId={campaignId}
            onCampaignChange={onCampaignChange}
            status={statusFilter}
            counts={submissions.data ? countByFilter(items) : null}
            onStatusChange={setStatusFilter}
          />
        </div>
        {campaignId && onViewReport ? (
          <Button variant="outline" className="shrink-0" onClick={() => onViewReport(campaignId)}>
            <ChartColumn aria-hidden /> {t('submissionsReview.viewReport')}
          </Button>
        ) : null}
      </div>

      {submissions.isPending ? (
        <div className="grid gap-4" role="status" aria-label={t('submissionsReview.loading')}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-36 w-full rounded-xl" />
          ))}
        </div>
      ) : submissions.isError ? (
        <SubmissionsLoadFailure
          error={submissions.error}
          onRetry={() => void submissions.refetch()}
          onShowAll={campaignId ? () => onCampaignChange(null) : undefined}
        />
      ) : (
        <SubmissionQueue
          items={filterSubmissions(items, statusFilter)}
          empty={emptyState(t, statusFilter, campaignId !== null)}
          mayReview={(submission) => refusalFor(submission) === ''}
          onOpen={setOpenId}
        />
      )}

      <ReviewDialog
        submission={open}
        refusal={open ? refusalFor(open) : ''}
        onOpenChange={(isOpen) => (isOpen ? undefined : setOpenId(null))}
      />
    </div>
  );
}

/**
 * Why the caller may not review a submission ('' when they may): a member reviews only the
 * campaigns of their brand profiles. An unknown campaign (the list has not loaded) keeps the
 * actions, and the server decides.
 */
function useReviewRefusal(
  campaigns: readonly { id: string; brandProfileId: string | null }[] | undefined,
): (submission: Submission) => string {
  const access = useWorkspaceAccess();
  const profileOf = useMemo(
    () => new Map((campaigns ?? []).map((campaign) => [campaign.id, campaign.brandProfileId])),
    [campaigns],
  );
  return (submission) =>
    profileOf.has(submission.campaignId) ? access.workReason(profileOf.get(submission.campaignId)) : '';
}

/** The submissions the filters show, or what an empty list means. */
function SubmissionQueue({
  items,
  empty,
  mayReview,
  onOpen,
}: {
  items: Submission[];
  empty: { title: string; text: string };
  mayReview(submission: Submission): boolean;
  onOpen(id: string): void;
}) {
  const t = useT();
  if (items.length === 0) return <EmptySubmissions {...empty} />;
  return (
    <ul aria-label={t('submissionsReview.heading')} className="grid gap-3">
      {items.map((submission) => (
        <li key={submission.id}>
          <SubmissionItem
            submission={submission}
            mayReview={mayReview(submission)}
            onOpen={() => onOpen(submission.id)}
          />
        </li>
      ))}
    </ul>
  );
}

function EmptySubmissions({ title, text }: { title: string; text: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary/10">
        <ClipboardCheck className="size-6 text-primary" aria-hidden />
      </span>
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{text}</p>
    </div>
  );
}
