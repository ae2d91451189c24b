import {
  APPLICATION_TABS,
  type ApplicantProfile,
  type ApplicationTab,
  type BrandApplication,
  type RateBudget,
} from '@partnerly/contracts';
import { CircleAlert, Inbox, RefreshCw } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';
import { useWorkspaceAccess } from '@/api/workspace/use-workspace';
import { useCampaignApplications, useLiveCampaignApplications } from '../api/get-campaign-applications';
import { useMarkApplicationsViewed } from '../api/mark-applications-viewed';
import { ApplicationCard } from './application-card';
import { TAB_LABELS, campaignNoticeKey, emptyTabMessage, groupByTab } from './application-format';

/** A tab's label with its count: 'Pending (2)'. */
const withCount = (label: string, count: number) => `${label} (${count})`;

interface CampaignRef {
  id: string;
  title: string;
  /** Undefined when not known yet. */
  brandProfileId?: string | null;
}

export interface ApplicationsDialogProps {
  /**
   * The campaign whose applications to show; null keeps the dialog closed. Its brand profile,
   * when known, tells whether a workspace member may decide on them.
   */
  campaign: CampaignRef | null;
  /** The tab it opens on (a notification's link names it); Pending by default. */
  initialTab?: ApplicationTab;
  onOpenChange(open: boolean): void;
  /** What each card offers beside the applicant (the app composes it: 'Add to network'). */
  renderCreatorAction?: (applicant: ApplicantProfile) => ReactNode;
}

/**
 * The brand's Applications dialog of one campaign (spec 02 section 2): the total, Pending /
 * Approved / Rejected tabs with counts, and the application cards. Opening it marks the
 * campaign's applications viewed; it follows changes live over the event stream.
 */
export function ApplicationsDialog({
  campaign,
  initialTab = 'pending',
  onOpenChange,
  renderCreatorAction,
}: ApplicationsDialogProps) {
  return (
    <Dialog open={campaign !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl gap-4 p-4 sm:p-6">
        {campaign ? (
          <ApplicationsContent
            key={`${campaign.id}:${initialTab}`}
            campaign={campaign}
            initialTab={initialTab}
            renderCreatorAction={renderCreatorAction}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ApplicationsContent({
  campaign,
  initialTab,
  renderCreatorAction,
}: {
  campaign: CampaignRef;
  initialTab: ApplicationTab;
  renderCreatorAction: ApplicationsDialogProps['renderCreatorAction'];
}) {
  const t = useT();
  const query = useCampaignApplications(campaign.id);
  const access = useWorkspaceAccess();
  // Unknown profile (the list has not loaded): the actions stay and the server decides.
  const readOnlyReason =
    campaign.brandProfileId === undefined ? '' : access.workReason(campaign.brandProfileId);
  useLiveCampaignApplications(campaign.id);
  const newAtOpen = useNewAtOpen(
    campaign.id,
    query.isFetchedAfterMount ? query.data?.applications : undefined,
  );
  const [tab, setTab] = useState<ApplicationTab>(initialTab);

  const data = query.data;
  const title = data?.campaign.title || campaign.title;
  const noticeKey = data ? campaignNoticeKey(data.campaign.status) : null;
  const groups = data ? groupByTab(data.applications) : null;

  return (
    <>
      <DialogHeader className="gap-2 pe-8 text-start">
        <div className="flex flex-wrap items-center gap-2">
          <DialogTitle className="break-words">
            {title ? t('brandApplications.dialogTitle', { title }) : t('brandApplications.applications')}
          </DialogTitle>
          {data ? (
            <Badge
              variant="secondary"
              aria-label={t('brandApplications.totalLabel', { count: data.counts.total })}
            >
              {t('brandApplications.total', { count: data.counts.total })}
            </Badge>
          ) : null}
        </div>
        <DialogDescription>{t('brandApplications.description')}</DialogDescription>
      </DialogHeader>

      {noticeKey ? (
        <Alert>
          <CircleAlert aria-hidden />
          <AlertDescription>{t(noticeKey)}</AlertDescription>
        </Alert>
      ) : null}

      {data && groups ? (
        <Tabs value={tab} onValueChange={(value) => setTab(value as ApplicationTab)}>
          <TabsList aria-label={t('brandApplications.byStatus')} className="h-auto">
            {APPLICATION_TABS.map((value) => (
              <TabsTrigger key={value} value={value} className="px-2">
                {withCount(t(TAB_LABELS[value]), data.counts[value])}
              </TabsTrigger>
            ))}
          </TabsList>
          {APPLICATION_TABS.map((value) => (
            <TabsContent key={value} value={value}>
              <TabApplications
                applications={groups[value]}
                emptyMessage={emptyTabMessage(t, value, data.counts.total)}
                campaignTitle={title}
                budget={data.campaign}
                contentDeadline={data.campaign.contentDeadline}
                newAtOpen={newAtOpen}
                readOnlyReason={readOnlyReason}
                renderCreatorAction={renderCreatorAction}
              />
            </TabsContent>
          ))}
        </Tabs>
      ) : query.isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
          <CircleAlert className="size-8 text-destructive" aria-hidden />
          <p className="font-semibold">{t('brandApplications.loadFailed')}</p>
          <p className="max-w-md text-sm text-muted-foreground">
            {isApiError(query.error) && query.error.status === 404
              ? t('brandApplications.notYours')
              : query.error.message}
          </p>
          {isApiError(query.error) && query.error.status === 404 ? null : (
            <Button variant="outline" onClick={() => void query.refetch()}>
              <RefreshCw aria-hidden /> {t('brandDashboard.tryAgain')}
            </Button>
          )}
        </div>
      ) : (
        <div role="status" className="flex flex-col items-center gap-3 py-10">
          <Spinner className="size-8" />
          <p className="text-sm text-muted-foreground">{t('brandApplications.loading')}</p>
        </div>
      )}
    </>
  );
}

function TabApplications({
  applications,
  emptyMessage,
  campaignTitle,
  budget,
  contentDeadline,
  newAtOpen,
  readOnlyReason,
  renderCreatorAction,
}: {
  applications: BrandApplication[];
  emptyMessage: string;
  campaignTitle: string;
  budget: RateBudget;
  contentDeadline: string | null;
  newAtOpen: ReadonlySet<string>;
  readOnlyReason: string;
  renderCreatorAction: ApplicationsDialogProps['renderCreatorAction'];
}) {
  const t = useT();
  if (applications.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-4 py-10 text-center">
        <Inbox className="size-8 text-muted-foreground" aria-hidden />
        <p className="font-medium">{emptyMessage}</p>
      </div>
    );
  }
  return (
    <ul aria-label={t('brandApplications.applications')} className="grid gap-3">
      {applications.map((application) => (
        <li key={application.id}>
          <ApplicationCard
            application={application}
            campaignTitle={campaignTitle}
            budget={budget}
            contentDeadline={contentDeadline}
            isNew={!application.isViewed || newAtOpen.has(application.id)}
            readOnlyReason={readOnlyReason}
            creatorAction={renderCreatorAction?.(application.applicant)}
          />
        </li>
      ))}
    </ul>
  );
}

const NONE: ReadonlySet<string> = new Set();

/**
 * The applications that were unviewed when the dialog opened, or that arrived while it is
 * open, keep their 'New' badge while it stays open; the server marks them viewed as soon as
 * they are shown (on opening, then again for each arrival), so they are not new next time.
 */
function useNewAtOpen(campaignId: string, freshApplications: BrandApplication[] | undefined) {
  const [newAtOpen, setNewAtOpen] = useState<ReadonlySet<string> | null>(null);
  const unviewed = freshApplications?.filter((item) => !item.isViewed).map((item) => item.id) ?? [];
  if (freshApplications && (newAtOpen === null || unviewed.some((id) => !newAtOpen.has(id)))) {
    setNewAtOpen(new Set([...(newAtOpen ?? []), ...unviewed]));
  }
  const { mutate: markViewed } = useMarkApplicationsViewed();
  const unviewedKey = unviewed.join(',');
  const hasSnapshot = newAtOpen !== null;
  useEffect(() => {
    // A failed mark only leaves the badges for next time; the dialog itself is unaffected.
    if (hasSnapshot && unviewedKey !== '') markViewed(campaignId);
  }, [hasSnapshot, unviewedKey, campaignId, markViewed]);
  return newAtOpen ?? NONE;
}
