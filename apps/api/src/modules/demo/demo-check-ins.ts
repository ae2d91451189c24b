import { applyInput, createCampaignInput, type CampaignFormValues } from '@partnerly/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { campaigns } from '../../db/schema';
import { logger } from '../../logging/logger';
import { applyToCampaign } from '../applications/apply-to-campaign';
import { decideApplication } from '../applications/decide-application';
import { listActiveRows } from '../brand-profiles/find-brand-profiles';
import { changeCampaignStatus } from '../campaigns/change-campaign-status';
import { createCampaign } from '../campaigns/create-campaign';
import { checkInCreator } from '../check-ins/check-in';
import { getEventPass } from '../check-ins/event-pass';
import { createUpload } from '../uploads/uploads.service';
import { requestVerification } from '../verifications/request-verification';
import { reviewVerificationRequest } from '../verifications/review-verification-request';
import { requesterOf } from '../verifications/verification-standing';
import { ensureWorkspace, type Membership } from '../workspaces/membership';
import { workspaceVerificationOf } from '../workspaces/workspace-verification';
import { LICENCE_PDF } from './demo-verifications';

// Event check-ins in the demo (issue 20): Demo Brand Co. is a verified brand (the super admin
// approved its trade licence), so its events award points. Casey checked in at the Gold Souk
// night market three weeks ago with Omar and earned 15 points (her Points Tracker's history);
// she is approved for the Marina Walk pop-up night, whose pass shows on her campaign card and
// which the demo brand's validator checks in. Made through the same use cases as the API.

const DAY_MS = 24 * 60 * 60 * 1000;

export const DEMO_PAST_EVENT = 'Gold Souk Night Market';
export const DEMO_NEXT_EVENT = 'Marina Walk Pop-up Night';

interface DemoCheckInPeople {
  brand: string;
  creator: string;
  omar: string;
  superAdmin: string;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

const EVENTS: Record<'past' | 'next', Omit<CampaignFormValues, 'applicationDeadline'>> = {
  past: {
    title: DEMO_PAST_EVENT,
    description:
      'An evening stall at the Gold Souk: try our new jewellery line and share your favourite piece.',
    campaignType: 'event',
    niche: 'Fashion & Style',
    platforms: ['instagram'],
    contentCategories: ['fashion', 'lifestyle'],
    compensationType: 'barter',
    location: 'Gold Souk, Deira, Dubai',
    pointRewardEnabled: true,
  },
  next: {
    title: DEMO_NEXT_EVENT,
    description:
      'Visit our pop-up on the Marina Walk, show your event pass at the door and film the new summer range.',
    campaignType: 'onsite',
    niche: 'Fashion & Style',
    platforms: ['instagram', 'tiktok'],
    contentCategories: ['fashion'],
    compensationType: 'barter',
    location: 'Dubai Marina Walk, Dubai',
    googleMapsUrl: 'https://maps.google.com/?q=Dubai+Marina+Walk',
    targetCountries: ['AE'],
    targetCities: ['Dubai'],
    pointRewardEnabled: true,
  },
};

/** The super admin approves the demo brand's trade licence, unless the brand is verified already. */
async function verifyDemoBrand(deps: AppDeps, people: DemoCheckInPeople, at: (days: number) => Date) {
  const { db } = deps.database;
  if ((await workspaceVerificationOf(db, people.brand)) === 'verified') return;
  const upload = await createUpload(deps, {
    ownerId: people.brand,
    purpose: 'verification-document',
    file: new Blob([new Uint8Array(LICENCE_PDF)]),
  });
  const request = await requestVerification(
    deps,
    await requesterOf(db, people.brand),
    { kind: 'business', tradeLicenceNumber: 'DED-1043377', documentUploadId: upload.id },
    at(-46),
  );
  await reviewVerificationRequest(deps, people.superAdmin, request.id, { outcome: 'approved' }, at(-45));
}

/**
 * Seeds the check-ins once: nothing when the demo brand has either event already (a later
 * start) or has no campaigns (the marketplace was not seeded: no plan to publish with).
 */
export async function seedDemoCheckIns(
  deps: AppDeps,
  people: DemoCheckInPeople,
  today = new Date(),
): Promise<boolean> {
  const { db } = deps.database;
  const brand: Membership = await ensureWorkspace(db, people.brand);
  const existing = await db
    .select({ title: campaigns.title })
    .from(campaigns)
    .where(eq(campaigns.brandId, brand.workspaceId));
  if (existing.length === 0) {
    logger.info('The demo check-ins need the demo marketplace; skipped.');
    return false;
  }
  const [seeded] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.brandId, brand.workspaceId),
        inArray(campaigns.title, [DEMO_PAST_EVENT, DEMO_NEXT_EVENT]),
      ),
    )
    .limit(1);
  if (seeded) return false;

  const at = (days: number, hour = 10) => new Date(today.getTime() + days * DAY_MS + (hour - 10) * 3_600_000);
  await verifyDemoBrand(deps, people, at);
  const [mainProfile] = await listActiveRows(db, brand.workspaceId);
  const publish = async (
    event: 'past' | 'next',
    createdDaysAgo: number,
    deadlineIn: number,
    dateIn: number,
  ) =>
    (
      await createCampaign(
        deps,
        brand,
        mainProfile?.id ?? null,
        createCampaignInput.parse({
          ...EVENTS[event],
          applicationDeadline: isoDate(at(deadlineIn)),
          // The event's own date: the night itself (the calendar shows it with the venue).
          deadline: isoDate(at(dateIn)),
        }),
        at(-createdDaysAgo),
      )
    ).id;
  const approved = async (creatorId: string, campaignId: string, appliedOn: number) => {
    const { application } = await applyToCampaign(
      deps,
      { userId: creatorId, userType: 'creator' },
      applyInput.parse({ type: 'direct', campaignId }),
      at(appliedOn),
    );
    await decideApplication(deps, brand, application.id, 'approve', {}, at(appliedOn + 1));
  };
  const checkIn = async (creatorId: string, campaignId: string, day: number, hour: number) => {
    const { code } = await getEventPass(db, creatorId, campaignId);
    await checkInCreator(deps, brand, campaignId, code, at(day, hour));
  };

  // Three weeks ago: Casey and Omar came to the night market and were checked in at the stall.
  const past = await publish('past', 32, 1, -21);
  await approved(people.creator, past, -30);
  await approved(people.omar, past, -29);
  await checkIn(people.creator, past, -21, 19);
  await checkIn(people.omar, past, -21, 20);
  await changeCampaignStatus(deps, brand, past, { status: 'closed' }, at(-20));

  // Next week: Casey is approved; her pass waits in the event QR dialog on her campaign card, and
  // the night is on her calendar with the venue.
  const next = await publish('next', 5, 6, 7);
  await approved(people.creator, next, -4);
  return true;
}
