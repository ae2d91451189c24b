import {
  applyInput,
  createCampaignInput,
  markPaidInput,
  reviewResultsInput,
  reviewSubmissionInput,
  submitContentInput,
  submitResultsInput,
} from '@partnerly/contracts';
import type { AppDeps } from '../../context';
import type { Actor } from '../applications/applications.types';
import { applyToCampaign } from '../applications/apply-to-campaign';
import { decideApplication } from '../applications/decide-application';
import { listActiveRows } from '../brand-profiles/find-brand-profiles';
import { changeCampaignStatus } from '../campaigns/change-campaign-status';
import { createCampaign } from '../campaigns/create-campaign';
import { uaeDay } from '../platform-analytics/uae-days';
import { markPayoutPaid } from '../submissions/mark-payout-paid';
import { reviewResults } from '../submissions/review-results';
import { reviewSubmission } from '../submissions/review-submission';
import { submitContent } from '../submissions/submit-content';
import { submitResults } from '../submissions/submit-results';
import type { Membership } from '../workspaces/membership';

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Casey's finished work for the creator dashboard (issue 21): Oasis Coffee's closed iced latte
 * campaign, her reel approved, her results approved and the payout paid today, so her stat
 * cards and Performance card show real figures on a fresh demo.
 */
export async function seedDemoCreatorResults(
  deps: AppDeps,
  oasis: Membership,
  casey: Actor,
  at: (days: number) => Date,
): Promise<void> {
  const [mainProfile] = await listActiveRows(deps.database.db, oasis.workspaceId);
  const campaign = await createCampaign(
    deps,
    oasis,
    mainProfile?.id ?? null,
    createCampaignInput.parse({
      title: 'Iced Latte Summer Reels',
      description: 'One reel with our iced Spanish latte on a Dubai terrace.',
      campaignType: 'content',
      niche: 'Food & Dining',
      platforms: ['instagram'],
      contentCategories: ['food'],
      compensationType: 'monetary',
      budgetMin: 700,
      budgetMax: 1200,
      applicationDeadline: isoDate(at(1)),
    }),
    at(-16),
  );
  const { application } = await applyToCampaign(
    deps,
    casey,
    applyInput.parse({ type: 'direct', campaignId: campaign.id }),
    at(-15),
  );
  await decideApplication(deps, oasis, application.id, 'approve', {}, at(-14));
  const { submission } = await submitContent(
    deps,
    casey,
    submitContentInput.parse({
      applicationId: application.id,
      platform: 'instagram',
      contentUrl: 'https://www.instagram.com/reel/demo-iced-latte/',
      contentType: 'reel',
      caption: 'Iced Spanish latte with a view. #ad @oasiscoffee',
    }),
    at(-10),
  );
  await reviewSubmission(
    deps,
    oasis,
    submission.id,
    reviewSubmissionInput.parse({ action: 'approve' }),
    at(-9),
  );
  await submitResults(
    deps,
    casey,
    submitResultsInput.parse({
      applicationId: application.id,
      contentUrl: 'https://www.instagram.com/reel/demo-iced-latte/',
      views: 15_800,
      likes: 1_120,
      comments: 64,
      shares: 38,
    }),
    at(-4),
  );
  await reviewResults(
    deps,
    oasis,
    application.id,
    reviewResultsInput.parse({ action: 'approve', payoutAmount: 950 }),
    at(-3),
  );
  await changeCampaignStatus(deps, oasis, campaign.id, { status: 'closed' }, at(-2));
  const now = new Date();
  await markPayoutPaid(
    deps,
    oasis,
    application.id,
    markPaidInput.parse({ paidOn: uaeDay(now), reference: 'OASIS-TRF-1042' }),
    now,
  );
}
