import { platformLabel, type CampaignResult, type Submission } from '@partnerly/contracts';
import { CircleAlert, Download, RefreshCw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useMyCampaigns } from '@/api/campaigns/my-campaigns';
import { useLiveResults } from '@/api/results/live-results';
import { useBrandSubmissions, useLiveSubmissions } from '@/api/submissions/list-brand-submissions';
import { useWorkspaceAccess } from '@/api/workspace/use-workspace';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';
import { useCampaignResults } from '../api/campaign-results';
import { useExportReport } from '../api/export-report';
import { PlatformSubmissions } from './platform-submissions';
import { latestPerCreator, reportPlatforms, reportStats, resultsStateOf } from './report-format';
import { withCount } from './submission-format';
import { ReportStatsGrid } from './report-stats';
import { ResultCard } from './result-card';

export interface CampaignReportDialogProps {
  /** The campaign whose report to show; null keeps the dialog closed. */
  campaignId: string | null;
  onOpenChange(open: boolean): void;
  /** Shown beside each creator's name (the brand network's Add to network button), composed by the page. */
  renderCreatorAction?: (creator: { id: string; name: string }) => ReactNode;
}

/**
 * The campaign report (spec 02 'Submissions report dialog', issue 16): stats, the creators'
 * final results with their engagement and the brand's review, a tab per platform with the
 * content delivered there, and Export Report as CSV. It follows results and submissions live.
 */
export function CampaignReportDialog({
  campaignId,
  onOpenChange,
  renderCreatorAction,
}: CampaignReportDialogProps) {
  return (
    <Dialog open={campaignId !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl gap-5 p-4 sm:p-6">
        {campaignId ? (
          <ReportContent key={campaignId} campaignId={campaignId} renderCreatorAction={renderCreatorAction} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

const RESULTS_TAB = 'results';

function ReportContent({
  campaignId,
  renderCreatorAction,
}: Pick<CampaignReportDialogProps, 'renderCreatorAction'> & { campaignId: string }) {
  const campaigns = useMyCampaigns();
  const results = useCampaignResults(campaignId);
  const submissions = useBrandSubmissions(campaignId);
  const access = useWorkspaceAccess();
  const exportReport = useExportReport();
  useLiveResults();
  useLiveSubmissions();
  const t = useT();

  const campaign = campaigns.data?.find((item) => item.id === campaignId);
  // A campaign not listed yet keeps the buttons: the server decides.
  const refusal = campaign ? access.workReason(campaign.brandProfileId) : '';
  const failure = results.error ?? submissions.error;

  return (
    <>
      <DialogHeader className="gap-2 pe-8 text-start">
        <DialogTitle>{t('submissionsReview.campaignReport')}</DialogTitle>
        <DialogDescription className="break-words">
          {campaign
            ? t('submissionsReview.quotedTitle', { title: campaign.title })
            : t('submissionsReview.reportDescription')}
        </DialogDescription>
      </DialogHeader>
      <div className="flex justify-end">
        <Button
          variant="outline"
          onClick={() => exportReport.mutate(campaignId)}
          disabled={exportReport.isPending || failure !== null}
        >
          {exportReport.isPending ? <Spinner className="text-current" /> : <Download aria-hidden />}
          {t('submissionsReview.exportReport')}
        </Button>
      </div>

      {failure ? (
        <ReportLoadFailure
          error={failure}
          onRetry={() => {
            void results.refetch();
            void submissions.refetch();
          }}
        />
      ) : !results.data || !submissions.data ? (
        <div className="grid gap-4" role="status" aria-label={t('submissionsReview.loadingReport')}>
          <Skeleton className="h-20 w-full rounded-xl" />
          <Skeleton className="h-48 w-full rounded-xl" />
        </div>
      ) : (
        <ReportBody
          results={results.data}
          submissions={submissions.data}
          campaignPlatforms={campaign?.platforms ?? []}
          refusal={refusal}
          renderCreatorAction={renderCreatorAction}
        />
      )}
    </>
  );
}

interface ReportBodyProps extends Pick<CampaignReportDialogProps, 'renderCreatorAction'> {
  results: CampaignResult[];
  submissions: Submission[];
  campaignPlatforms: readonly string[];
  refusal: string;
}

/** The stats, then the Final Results tab and one tab per platform. */
function ReportBody({
  results,
  submissions,
  campaignPlatforms,
  refusal,
  renderCreatorAction,
}: ReportBodyProps) {
  const [tab, setTab] = useState(RESULTS_TAB);
  const t = useT();
  const platforms = reportPlatforms(campaignPlatforms, submissions).map((platform) => ({
    platform,
    latest: latestPerCreator(submissions, platform),
  }));
  return (
    <>
      <ReportStatsGrid stats={reportStats(submissions, results)} />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList
          aria-label={t('submissionsReview.reportSections')}
          className="h-auto flex-wrap justify-start"
        >
          <TabsTrigger value={RESULTS_TAB} className="flex-none">
            {withCount(t('submissionsReview.finalResults'), results.length)}
          </TabsTrigger>
          {platforms.map(({ platform, latest }) => (
            <TabsTrigger key={platform} value={platform} className="flex-none">
              {withCount(platformLabel(platform), latest.length)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={RESULTS_TAB}>
          <ResultsList results={results} refusal={refusal} renderCreatorAction={renderCreatorAction} />
        </TabsContent>
        {platforms.map(({ platform, latest }) => (
          <TabsContent key={platform} value={platform}>
            <PlatformSubmissions platform={platform} submissions={latest} />
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}

function ResultsList({
  results,
  refusal,
  renderCreatorAction,
}: Pick<ReportBodyProps, 'results' | 'refusal' | 'renderCreatorAction'>) {
  const t = useT();
  if (results.length === 0) {
    return (
      <div className="grid gap-1 rounded-xl border border-dashed px-6 py-10 text-center">
        <p className="font-semibold">{t('submissionsReview.noFinalResults')}</p>
        <p className="text-sm text-muted-foreground">{t('submissionsReview.noFinalResultsText')}</p>
      </div>
    );
  }
  const awaiting = results.filter((result) => resultsStateOf(result) === 'under_review').length;
  return (
    <div className="grid gap-3">
      {awaiting > 0 ? (
        <p className="text-sm font-medium">{t('submissionsReview.resultsAwaiting', { count: awaiting })}</p>
      ) : null}
      <ul aria-label={t('submissionsReview.finalResultsList')} className="grid gap-3">
        {results.map((result) => (
          <li key={result.applicationId}>
            <ResultCard
              result={result}
              refusal={refusal}
              creatorAction={renderCreatorAction?.({ id: result.creatorId, name: result.creatorName })}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What went wrong loading the report; a campaign that is not the workspace's cannot be retried. */
function ReportLoadFailure({ error, onRetry }: { error: Error; onRetry(): void }) {
  const isMissing = isApiError(error) && error.status === 404;
  const t = useT();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-8 text-center"
    >
      <CircleAlert className="size-8 text-destructive" aria-hidden />
      <p className="font-semibold">{t('submissionsReview.reportLoadFailed')}</p>
      <p className="max-w-md text-sm text-muted-foreground">
        {isMissing ? t('submissionsReview.campaignMissing') : error.message}
      </p>
      {isMissing ? null : (
        <Button variant="outline" onClick={onRetry}>
          <RefreshCw aria-hidden /> {t('submissionsReview.tryAgain')}
        </Button>
      )}
    </div>
  );
}
