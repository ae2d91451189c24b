import {
  billingDetailsInput,
  applyInput,
  counterOfferInput,
  createBrandProfileInput,
  createCampaignInput,
  type ApplyInput,
  type CreateBrandProfileInput,
  type PayablePlanId,
  type UserType,
  type WorkspaceRole,
} from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { logger } from '../../logging/logger';
import { answerRepresentation } from '../agents/answer-representation';
import { requestRepresentation } from '../agents/request-representation';
import { answerNegotiation } from '../applications/answer-negotiation';
import { applyToCampaign } from '../applications/apply-to-campaign';
import { decideApplication } from '../applications/decide-application';
import { withdrawApplication } from '../applications/withdraw-application';
import { createBrandProfile } from '../brand-profiles/create-brand-profile';
import { listActiveRows } from '../brand-profiles/find-brand-profiles';
import { changeCampaignStatus } from '../campaigns/change-campaign-status';
import { createCampaign } from '../campaigns/create-campaign';
import { createCheckout } from '../subscriptions/payments/create-checkout';
import { saveBillingDetails } from '../subscriptions/invoices/billing-documents';
import { resolveSandboxCheckout } from '../subscriptions/payments/sandbox-checkout';
import { campaigns, payments } from '../../db/schema';
import { DEMO_CAMPAIGNS, type DemoCampaignKey } from './demo-marketplace-data';
import { seedDemoSocialLinks } from './demo-social-links';
import { seedDemoAffiliate } from './demo-affiliate';
import { seedDemoShareLink } from './demo-share-link';
import { seedDemoSubmissions } from './demo-submissions';
import { seedDemoCreatorResults } from './demo-creator-results';
import { seedDemoDisputes } from './demo-disputes';
import { seedDemoMessages } from './demo-messages';
import { acceptInvitation } from '../workspaces/accept-invitation';
import { createInvitation, inviteToWorkspace } from '../workspaces/invite-to-workspace';
import { ensureWorkspace, findMembership, type Membership } from '../workspaces/membership';
import { addToNetwork } from '../network/change-network';
import { seedDemoPermits } from './demo-advertiser-permits';
import { seedDemoBrandAffiliate } from './demo-brand-affiliate';
import { seedDemoPrivateCodes } from './demo-private-codes';

// The living demo (issue 13): on top of the demo accounts, a marketplace in use. The demo
// brand pays for Premium in the sandbox checkout and runs campaigns in every state a brand can
// reach (active, paused, closed) with applications in every state (pending and new, approved,
// rejected, withdrawn, a negotiation on either side's turn, one agreed through the creator's
// agent), content delivered and reviewed in each state, and final results and payouts at each
// stage (demo-submissions.ts), and affiliate codes with tracked use and imported orders
// (demo-brand-affiliate.ts), and private QR codes with redemptions (demo-private-codes.ts), and
// disputes open and resolved (demo-disputes.ts), and a message thread (demo-messages.ts); a second
// brand gives the creators a feed to browse. Everything goes through the same use cases
// as the API, dated over the last weeks, so notifications and e-mails are there too.

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoPeople {
  creator: string;
  brand: string;
  agent: string;
  layla: string;
  omar: string;
  noor: string;
  oasis: string;
  maya: string;
  sami: string;
  superAdmin: string;
}

type Person = keyof DemoPeople;

function userTypeOf(person: Person): UserType {
  if (person === 'brand' || person === 'oasis' || person === 'maya' || person === 'sami') return 'brand';
  return person === 'agent' ? 'agent' : 'creator';
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Seeds the marketplace once: it does nothing when the demo brand already has a campaign
 * (a later start, or a brand someone already used), and nothing without the sandbox checkout
 * (a real payment provider cannot be paid by a seed). Answers whether it seeded.
 */
export async function seedDemoMarketplace(
  deps: AppDeps,
  people: DemoPeople,
  today = new Date(),
): Promise<boolean> {
  const { db } = deps.database;
  const [existing] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.brandId, people.brand))
    .limit(1);
  if (existing) return false;
  if (deps.payments.name !== 'sandbox') {
    logger.info('The demo marketplace needs the sandbox checkout (PAYMENTS_PROVIDER=sandbox); skipped.');
    return false;
  }
  const at = (days: number, hour = 10) => new Date(today.getTime() + days * DAY_MS + (hour - 10) * 3_600_000);
  const brands = {
    brand: await ensureWorkspace(db, people.brand),
    oasis: await ensureWorkspace(db, people.oasis),
  };
  const actor = (person: Person) => {
    const userType = userTypeOf(person);
    const workspace = person === 'brand' || person === 'oasis' ? brands[person] : undefined;
    return { userId: people[person], userType, workspace };
  };

  // Printed on the tax invoice its Premium payment gets (Account, Billing history).
  await saveBillingDetails(
    db,
    people.brand,
    people.brand,
    billingDetailsInput.parse({
      legalName: 'Demo Brand Co. LLC',
      address: 'Office 1204, Demo Tower, Business Bay, Dubai, United Arab Emirates',
      trn: '100000000000003',
    }),
  );
  await payForPlan(deps, people.brand, 'premium');
  await payForPlan(deps, people.oasis, 'basic');
  await ensureMainProfile(deps, people.brand, {
    profileName: 'Demo Brand Co.',
    companyName: 'Demo Brand Co.',
    websiteUrl: 'https://brand.demo.partnerly.local',
    industry: 'retail',
    city: 'Dubai',
    country: 'AE',
    bio: 'Fashion, beauty and gifting for the Gulf, online and in our Dubai stores.',
  });
  await ensureMainProfile(deps, people.oasis, {
    profileName: 'Oasis Coffee Roasters',
    companyName: 'Oasis Coffee Roasters',
    websiteUrl: 'https://oasis.demo.partnerly.local',
    industry: 'food_beverage',
    city: 'Dubai',
    country: 'AE',
  });

  const team = await seedDemoTeam(deps, brands.brand, people, at);
  await seedDemoPermits(deps, people, at);

  // The agent represents Casey; Noor has not answered the agent's request yet.
  const { representation } = await requestRepresentation(
    deps,
    people.agent,
    { creatorEmail: 'creator@demo.partnerly.local', message: 'Happy to handle your brand deals.' },
    at(-30),
  );
  await answerRepresentation(deps, people.creator, representation.id, 'accepted', at(-29));
  await requestRepresentation(
    deps,
    people.agent,
    { creatorEmail: 'noor@demo.partnerly.local', message: 'I place fashion creators with UAE brands.' },
    at(-2),
  );

  const ids = new Map<DemoCampaignKey, string>();
  for (const campaign of DEMO_CAMPAIGNS) {
    const input = createCampaignInput.parse({
      ...campaign.form,
      applicationDeadline: isoDate(at(campaign.applicationDeadlineIn)),
      contentDeadline:
        campaign.contentDeadlineIn === undefined ? undefined : isoDate(at(campaign.contentDeadlineIn)),
    });
    const owner = campaign.brand === 'demo' ? brands.brand : brands.oasis;
    const [mainProfile] = await listActiveRows(db, owner.workspaceId);
    // The skincare launch runs under the Beauty Bar profile, which Sami works on.
    const profileId = campaign.key === 'skincare' ? team.beautyBarId : mainProfile?.id;
    const created = await createCampaign(deps, owner, profileId ?? null, input, at(-campaign.createdDaysAgo));
    ids.set(campaign.key, created.id);
  }
  const campaignId = (key: DemoCampaignKey) => ids.get(key)!;
  const apply = async (person: Person, body: ApplyInput, day: number) =>
    (await applyToCampaign(deps, actor(person), applyInput.parse(body), at(day))).application.id;
  const direct = (person: Person, key: DemoCampaignKey, day: number) =>
    apply(person, { type: 'direct', campaignId: campaignId(key) }, day);
  const negotiate = (person: Person, key: DemoCampaignKey, rate: number, pitch: string, day: number) =>
    apply(person, { type: 'negotiation', campaignId: campaignId(key), proposedRate: rate, pitch }, day);
  const counter = (person: Person, id: string, amount: number, message: string, day: number) =>
    answerNegotiation(
      deps,
      actor(person),
      id,
      'counter',
      counterOfferInput.parse({ amount, message }),
      at(day),
    );
  const decide = (brand: 'brand' | 'oasis', id: string, decision: 'approve' | 'reject', day: number) =>
    decideApplication(deps, brands[brand], id, decision, {}, at(day));

  // The closed lookbook: Noor delivered, Casey's offer was turned down, then the brand closed it.
  const noorLookbook = await direct('noor', 'lookbook', -36);
  await decide('brand', noorLookbook, 'approve', -34);
  const caseyLookbook = await negotiate(
    'creator',
    'lookbook',
    4200,
    'Three looks, shot at golden hour.',
    -35,
  );
  await answerNegotiation(deps, actor('brand'), caseyLookbook, 'reject', undefined, at(-33));
  // Layla shot looks too (Premium allows two creators per campaign); her results wait for review.
  const laylaLookbook = await direct('layla', 'lookbook', -36);
  await decide('brand', laylaLookbook, 'approve', -34);
  await changeCampaignStatus(deps, brands.brand, campaignId('lookbook'), { status: 'closed' }, at(-20));

  // The pop-up: Omar approved, Casey applied and withdrew, then applications paused.
  const omarPopup = await direct('omar', 'popup', -18);
  // Omar has no Advertiser Permit: the owner confirmed approving him for the paid UAE pop-up.
  await decideApplication(deps, brands.brand, omarPopup, 'approve', { confirmPermitMissing: true }, at(-17));
  const caseyPopup = await direct('creator', 'popup', -19);
  await withdrawApplication(deps, actor('creator'), caseyPopup, at(-16));
  await changeCampaignStatus(deps, brands.brand, campaignId('popup'), { status: 'paused' }, at(-15));

  // Iftar stories: Casey approved; Layla's negotiation waits on her answer; Omar is new.
  const caseyIftar = await direct('creator', 'iftar', -10);
  // Maya, the demo brand's manager, approved Casey (the owner's activity list shows her).
  await decideApplication(deps, team.maya, caseyIftar, 'approve', {}, at(-8));
  const laylaIftar = await negotiate('layla', 'iftar', 3500, 'Two reels and a story series.', -7);
  await counter('brand', laylaIftar, 2800, 'We can do 2,800 for two reels.', -6);
  await apply(
    'omar',
    {
      type: 'direct',
      campaignId: campaignId('iftar'),
      message: 'I post a weekly iftar spot review; happy to feature your range.',
    },
    -1,
  );

  // Skincare launch: the agent negotiated for Casey and the rate was agreed and approved;
  // Noor's offer waits on the brand; Layla was not a fit this time.
  const caseySkincare = await apply(
    'agent',
    {
      type: 'negotiation',
      campaignId: campaignId('skincare'),
      creatorId: people.creator,
      proposedRate: 4800,
      pitch: 'Casey films a morning routine every week; her audience is 70% UAE.',
      deliverables: '1 YouTube review, 2 Instagram reels',
    },
    -8,
  );
  await counter('brand', caseySkincare, 4200, 'Our budget allows 4,200 for the three pieces.', -7);
  await answerNegotiation(deps, actor('agent'), caseySkincare, 'accept', undefined, at(-6));
  await decide('brand', caseySkincare, 'approve', -5);
  await negotiate('noor', 'skincare', 2600, 'A get-ready-with-me reel with the serum.', -2);
  const laylaSkincare = await direct('layla', 'skincare', -4);
  await decide('brand', laylaSkincare, 'reject', -3);

  // Oasis Coffee: Casey applied to both; the tasting-night offer waits on the brand.
  await direct('creator', 'morningBrew', -4);
  await negotiate('creator', 'tastingNight', 850, 'A reel from the tasting and a story takeover.', -1);

  // The brand network (decision 0049): Noor, whose lookbook the brand paid for, and Layla.
  await addToNetwork(deps, brands.brand, people.noor, at(-19));
  await addToNetwork(deps, brands.brand, people.layla, at(-3));

  // The brand's affiliate codes: tracked use, codes added and deleted, the lookbook's orders.
  await seedDemoBrandAffiliate(
    deps,
    brands.brand,
    { lookbook: campaignId('lookbook'), popup: campaignId('popup') },
    people,
    at,
  );

  // The brand's private QR codes: one in use, one used up, one ending tomorrow.
  const [demoMainProfile] = await listActiveRows(db, brands.brand.workspaceId);
  await seedDemoPrivateCodes(deps, brands.brand, demoMainProfile?.id ?? null, at);

  await seedDemoSubmissions(
    deps,
    brands.brand,
    {
      noor: actor('noor'),
      omar: actor('omar'),
      layla: actor('layla'),
      creator: actor('creator'),
      agent: actor('agent'),
    },
    { noorLookbook, laylaLookbook, omarPopup, caseyIftar, caseySkincare },
    at,
  );
  // Disputes: Noor's payout dispute resolved, Casey's content dispute open (demo-disputes.ts).
  await seedDemoDisputes(
    deps,
    { noor: actor('noor'), creator: actor('creator') },
    { noorLookbook, caseyIftar },
    at,
  );
  // Messaging: the iftar thread between the brand and Casey, one message unread (demo-messages.ts).
  await seedDemoMessages(
    deps,
    {
      workspaceId: brands.brand.workspaceId,
      owner: people.brand,
      maya: team.maya.userId,
      creator: people.creator,
    },
    caseyIftar,
    at,
  );
  // Casey's finished and paid work for her dashboard's figures (demo-creator-results.ts).
  await seedDemoCreatorResults(deps, brands.oasis, actor('creator'), at);
  await seedDemoSocialLinks(deps, people.creator, at);
  // Casey's Affiliate Hub: an external code and tracked events on her codes.
  await seedDemoAffiliate(deps, people.creator, at);
  await seedDemoShareLink(db, people.creator, today);
  return true;
}

/** A paid plan through the sandbox checkout, so the brand has a receipt like any customer. */
/**
 * The demo brand's team (issue 14): a Beauty Bar profile besides the main one; Maya joins as a
 * manager and Sami as a member who works on the Beauty Bar, through invitations accepted with
 * their links; an invitation to Hessa waits, e-mailed like any other.
 */
async function seedDemoTeam(
  deps: AppDeps,
  owner: Membership,
  people: DemoPeople,
  at: (days: number) => Date,
): Promise<{ maya: Membership; beautyBarId: string }> {
  const beautyBar = await createBrandProfile(
    deps,
    owner,
    createBrandProfileInput.parse({
      profileName: 'Demo Beauty Bar',
      companyName: 'Demo Brand Co.',
      city: 'Dubai',
      country: 'AE',
      bio: 'Our skincare and make-up counter in Dubai Mall.',
    }),
  );
  const join = async (person: 'maya' | 'sami', role: WorkspaceRole, day: number) => {
    const email = `${person}@demo.partnerly.local`;
    const brandProfileIds = role === 'member' ? [beautyBar.id] : [];
    const { token } = await createInvitation(deps, owner, { email, role, brandProfileIds }, at(day - 1));
    await acceptInvitation(deps, { id: people[person], email, emailVerified: true }, token, at(day));
  };
  await join('maya', 'manager', -40);
  await join('sami', 'member', -25);
  await inviteToWorkspace(
    deps,
    owner,
    { email: 'hessa@demo.partnerly.local', role: 'member', brandProfileIds: [beautyBar.id] },
    at(-1),
  );
  const maya = await findMembership(deps.database.db, people.maya);
  return { maya: maya!, beautyBarId: beautyBar.id };
}

async function payForPlan(deps: AppDeps, userId: string, planId: PayablePlanId): Promise<void> {
  const { payment } = await createCheckout(deps, { workspaceId: userId, userId }, { planId });
  const [row] = await deps.database.db
    .select({ intentId: payments.providerIntentId })
    .from(payments)
    .where(eq(payments.id, payment.id));
  if (!row?.intentId) throw new Error(`The demo checkout for ${planId} has no sandbox intent`);
  await resolveSandboxCheckout(deps, row.intentId, 'pay');
}

/** The brand's main profile, unless registration already made one. */
async function ensureMainProfile(deps: AppDeps, userId: string, profile: CreateBrandProfileInput) {
  if ((await listActiveRows(deps.database.db, userId)).length > 0) return;
  await createBrandProfile(deps, { workspaceId: userId, userId }, createBrandProfileInput.parse(profile));
}
