import { z } from 'zod';
import { CAMPAIGN_TYPES, campaignBrandSchema, campaignStatusSchema } from './campaigns';
import { applicationDisputeSummarySchema } from './disputes';
import { SOCIAL_PLATFORMS, type SocialPlatform } from './social-handle';

// Applications and negotiation (spec 02 sections 2-4 and 8, spec 03 sections 3-5 and 8):
// enums, the spec's texts, the views the API returns and the pure rules (state machine,
// tabs, affiliate code format) both apps share. Request schemas: application-inputs.ts.

/**
 * approved is also called accepted in the spec; in_progress is set once content work starts;
 * withdrawn when the creator side took back a pending application (issue 13, ADR 0039).
 */
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected', 'in_progress', 'withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** standard: a direct application; negotiation: the creator proposed a rate. */
export const APPLICATION_TYPES = ['standard', 'negotiation'] as const;
export type ApplicationType = (typeof APPLICATION_TYPES)[number];

/**
 * none for a standard application; requested on a new proposal; in_progress once a counter
 * offer was made; completed when a party accepted the other's offer; rejected when a party
 * declined (completed and rejected are terminal).
 */
export const NEGOTIATION_STATUSES = ['none', 'requested', 'in_progress', 'completed', 'rejected'] as const;
export type NegotiationStatus = (typeof NEGOTIATION_STATUSES)[number];

/** The two sides of a negotiation; an agent acts as the creator side. */
export const NEGOTIATION_PARTIES = ['creator', 'brand'] as const;
export type NegotiationParty = (typeof NEGOTIATION_PARTIES)[number];

/** What the party whose turn it is may do with the other side's latest offer. */
export const NEGOTIATION_ACTIONS = ['accept', 'counter', 'reject'] as const;
export type NegotiationAction = (typeof NEGOTIATION_ACTIONS)[number];

/** The brand's Approve and Reject buttons (Pending tab only). */
export const BRAND_DECISIONS = ['approve', 'reject'] as const;
export type BrandDecision = (typeof BRAND_DECISIONS)[number];

/** The dialog's tabs. */
export const APPLICATION_TABS = ['pending', 'approved', 'rejected'] as const;
export type ApplicationTab = (typeof APPLICATION_TABS)[number];

export const DIRECT_APPLICATION_PITCH = 'Direct application - Creator interested in collaborating';
export const PITCH_MAX_LENGTH = 2000;
export const DELIVERABLES_MAX_LENGTH = 1000;
export const OFFER_MESSAGE_MAX_LENGTH = 1000;
/** A direct application's own message (instead of the fixed pitch). */
export const DIRECT_MESSAGE_MAX_LENGTH = 1000;
/** The largest rate or counter offer accepted, in AED. */
export const RATE_MAX = 1_000_000;
/** Generated affiliate codes expire this many days after approval. */
export const AFFILIATE_CODE_EXPIRY_DAYS = 365;
/** Recent activity on the creator home: the last 5 applications. */
export const CREATOR_RECENT_APPLICATIONS = 5;
export const MY_APPLICATIONS_LIMIT_MAX = 200;
/** My Applications loads this many at a time ('Load more' for the next ones). */
export const MY_APPLICATIONS_PAGE_SIZE = 50;

/** Spec texts, verbatim where the spec gives them ('Title: description' toasts joined). */
export const APPLICATION_MESSAGES = {
  // applying (spec 03 sections 5 and 8)
  loginRequired: 'Please log in to apply',
  alreadyApplied: 'You have already applied to this campaign',
  alreadyAppliedTitle: 'Already Applied',
  requiredFieldsMissingTitle: 'Required Fields Missing',
  requiredFieldsMissing: 'Please provide both a pitch message and your proposed rate.',
  invalidRateTitle: 'Invalid Rate',
  invalidRate: 'Please enter a valid rate amount.',
  rateTooLarge: `Rate must be at most AED ${RATE_MAX.toLocaleString('en-US')}`,
  directApplied: 'Application Submitted!',
  directFailed: 'Failed to submit application',
  negotiationSent: 'Negotiation Request Sent!',
  negotiationFailedTitle: 'Request Failed',
  negotiationFailed: 'Failed to send negotiation request. Please try again.',
  tryAgain: 'Please try again.',
  creatorRequired: 'Choose the creator you apply for',
  onlyAgentsApplyForOthers: 'Only agents apply on behalf of a creator',
  creatorNotRepresented: 'You do not represent this creator',
  // brand dialog (spec 02 sections 2 and 8)
  dialogTitle: (title: string) => `Applications for "${title}"`,
  noApplications: 'No applications yet',
  noPending: 'No pending applications',
  noApproved: 'No approved applications yet',
  noRejected: 'No rejected applications',
  newBadge: 'New',
  submittedByAgent: 'Submitted by agent',
  verifiedAgent: 'Verified Agent',
  quotedRate: 'Quoted Rate',
  pitch: 'Pitch',
  statusFailed: 'Failed to update application status',
  actionFailedTitle: 'Action Failed',
  actionFailed: 'Failed to process request',
  counterFailedTitle: 'Failed to Send Counter Offer',
  counterFailed: 'Please try again',
  missingInformation: 'Missing Information',
  counterAmountRequired: 'Please provide a counter offer amount',
  negotiationAccepted: 'Negotiation Accepted',
  negotiationRejected: 'Negotiation Rejected',
  counterOfferSent: 'Counter Offer Sent',
  approvedNote: 'The creator has been notified and an affiliate code was created for them.',
  rejectedNote: 'The creator has been notified.',
  profileHidden: 'This creator keeps their profile details private.',
  // server refusals
  notFound: 'Application not found',
  notPending: 'Only pending applications can be approved or rejected',
  notYourTurn: 'It is not your turn in this negotiation',
  negotiationClosed: 'This negotiation is closed',
  notANegotiation: 'This application has no negotiation',
  awaitingCreator: 'Waiting for the creator to answer your counter offer',
  notWithdrawable: 'Only pending applications can be withdrawn',
  // withdrawing (issue 13)
  withdrawn: 'Application withdrawn',
  withdrawFailed: 'Failed to withdraw application',
  creatorLimitReached: (limit: number) =>
    `This campaign has reached your plan's limit of ${limit} creator${limit === 1 ? '' : 's'}. Upgrade your plan to approve more creators.`,
} as const;

/** 'Application approved successfully' plus the note about what followed (spec 02 section 8). */
export function decisionMessage(decision: BrandDecision): string {
  return decision === 'approve'
    ? `Application approved successfully. ${APPLICATION_MESSAGES.approvedNote}`
    : `Application rejected successfully. ${APPLICATION_MESSAGES.rejectedNote}`;
}

export const EMPTY_TAB_MESSAGES: Record<ApplicationTab | 'all', string> = {
  all: APPLICATION_MESSAGES.noApplications,
  pending: APPLICATION_MESSAGES.noPending,
  approved: APPLICATION_MESSAGES.noApproved,
  rejected: APPLICATION_MESSAGES.noRejected,
};

/**
 * In-app paths that notifications of this domain open: the page and the tab the item is
 * in (My Applications' status tab; the brand's dialog of the campaign on its tab).
 */
export const APPLICATION_LINKS = {
  myApplications: (tab: ApplicationTab) => `/my-applications?tab=${tab}`,
  agentRequests: '/my-applications?tab=agents',
  agentHub: '/agent-dashboard',
  brandApplications: (campaignId: string, tab: ApplicationTab = 'pending') =>
    `/dashboard?tab=campaigns&applications=${campaignId}&applicationsTab=${tab}`,
} as const;

/**
 * Pushed to the brand, the creator and the submitting agent after every change of an
 * application (data: ApplicationChangedEvent): the brand dialog, My Applications and the
 * dashboards refetch. Counter changes also go out as campaigns.changed.
 */
export const APPLICATION_EVENTS = { changed: 'applications.changed' } as const;
export type ApplicationChange =
  | 'created'
  | 'viewed'
  | 'approved'
  | 'rejected'
  | 'countered'
  | 'negotiation-accepted'
  | 'negotiation-rejected'
  | 'withdrawn';
export interface ApplicationChangedEvent {
  /** Null when several applications changed at once (viewed). */
  applicationId: string | null;
  campaignId: string;
  change: ApplicationChange;
  status: ApplicationStatus | null;
  negotiationStatus: NegotiationStatus | null;
}

// ---- views the API returns ------------------------------------------------------------
// zod schemas: GET /api/openapi.json documents them and the API's tests check every answer
// against them. Times are ISO strings; amounts are AED.

export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);
export const negotiationStatusSchema = z.enum(NEGOTIATION_STATUSES);
export const negotiationPartySchema = z.enum(NEGOTIATION_PARTIES);

/** One offer of the negotiation history; round 1 is the creator's proposal. */
export const applicationOfferSchema = z.object({
  id: z.uuid(),
  round: z.int().positive(),
  madeBy: negotiationPartySchema,
  /** The creator side's offer was sent by their agent. */
  isByAgent: z.boolean(),
  amount: z.number(),
  deliverables: z.string().nullable(),
  message: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type ApplicationOffer = z.infer<typeof applicationOfferSchema>;

/** Spec: initial_proposal (proposed_rate, deliverables, message). */
export const initialProposalSchema = z.object({
  proposedRate: z.number(),
  deliverables: z.string().nullable(),
  message: z.string().nullable(),
});
export type InitialProposal = z.infer<typeof initialProposalSchema>;

export const applicationAgentSchema = z.object({
  id: z.string(),
  name: z.string(),
  /**
   * The agent's e-mail when their privacy settings show contact information, else null. The
   * brand's 'Message Agent' opens the application's thread (issue 22), not an e-mail.
   */
  email: z.string().nullable(),
  isVerified: z.boolean(),
});
export type ApplicationAgent = z.infer<typeof applicationAgentSchema>;

/** One figure (followers, handle) per platform a creator can list, null when not given. */
export type PlatformFigures<T> = Record<SocialPlatform, T | null>;

export function platformFiguresSchema<T extends z.ZodType>(figure: T) {
  return z.object(
    Object.fromEntries(SOCIAL_PLATFORMS.map((platform) => [platform, figure.nullable()])) as Record<
      SocialPlatform,
      z.ZodNullable<T>
    >,
  );
}

/** The applicant as the brand sees them (spec 02: creator profile data shown to the brand). */
export const applicantProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  profileImageUrl: z.string().nullable(),
  niche: z.string().nullable(),
  followers: platformFiguresSchema(z.int().nonnegative()),
  engagementRate: z.number().nullable(),
  ratePerPost: z.number().nullable(),
  /** The expanded details; null while the creator keeps their profile private. */
  bio: z.string().nullable(),
  location: z.string().nullable(),
  handles: platformFiguresSchema(z.string()),
  /** True when the creator's profile visibility hides bio, location and handles. */
  isProfileHidden: z.boolean(),
  /** An admin verified the creator (the Verified badge). */
  isVerified: z.boolean(),
});
export type ApplicantProfile = z.infer<typeof applicantProfileSchema>;

const applicationBaseSchema = z.object({
  id: z.uuid(),
  campaignId: z.uuid(),
  status: applicationStatusSchema,
  applicationType: z.enum(APPLICATION_TYPES),
  negotiationStatus: negotiationStatusSchema,
  pitch: z.string(),
  /** The rate the creator quoted (negotiations), else null. */
  quotedRate: z.number().nullable(),
  /** The rate both sides agreed on when a negotiation completed. */
  agreedRate: z.number().nullable(),
  initialProposal: initialProposalSchema.nullable(),
  /** The brand's most recent counter offer (spec: brand_counter_offer). */
  latestCounterOffer: applicationOfferSchema.nullable(),
  /** Every offer, oldest first. */
  offers: z.array(applicationOfferSchema),
  /** Whose move the open negotiation waits for; null when none is open. */
  awaiting: negotiationPartySchema.nullable(),
  submittedByAgent: z.boolean(),
  agent: applicationAgentSchema.nullable(),
  /** When content is due (YYYY-MM-DD, the end of that day in UTC); set at approval, else null. */
  submissionDeadline: z.iso.date().nullable(),
  /** The newest dispute on the application (its panel loads the rest); null when none. */
  latestDispute: applicationDisputeSummarySchema.nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

/** An application in the brand's dialog. */
export const brandApplicationSchema = applicationBaseSchema.extend({
  isViewed: z.boolean(),
  applicant: applicantProfileSchema,
  /** What the brand may do now: Approve/Reject buttons and the negotiation panel. */
  actions: z.object({
    decisions: z.array(z.enum(BRAND_DECISIONS)),
    negotiation: z.array(z.enum(NEGOTIATION_ACTIONS)),
  }),
});
export type BrandApplication = z.infer<typeof brandApplicationSchema>;

export const applicationCountsSchema = z.object({
  total: z.int().nonnegative(),
  pending: z.int().nonnegative(),
  approved: z.int().nonnegative(),
  rejected: z.int().nonnegative(),
});
export type ApplicationCounts = z.infer<typeof applicationCountsSchema>;

/** GET /api/applications/campaigns/:campaignId */
export const campaignApplicationsSchema = z.object({
  campaign: z.object({
    id: z.uuid(),
    title: z.string(),
    status: campaignStatusSchema,
    /** The campaign's budget, for the warning on rates far outside it. */
    budgetMin: z.number().nullable(),
    budgetMax: z.number().nullable(),
    /** The default submission deadline offered when approving. */
    contentDeadline: z.iso.date().nullable(),
  }),
  applications: z.array(brandApplicationSchema),
  counts: applicationCountsSchema,
});
export type CampaignApplications = z.infer<typeof campaignApplicationsSchema>;

/** An application in My Applications (the creator's, or a represented creator's for agents). */
export const myApplicationSchema = applicationBaseSchema.extend({
  campaign: z.object({
    id: z.uuid(),
    title: z.string(),
    status: campaignStatusSchema,
    /** Onsite and event campaigns give an approved creator an event pass (hasCheckIns). */
    campaignType: z.enum(CAMPAIGN_TYPES),
    /** 'Campaign paused - not accepting applications' etc.; null while active. */
    notice: z.string().nullable(),
    brand: campaignBrandSchema,
    /** The campaign's budget, for the warning on a counter offer far outside it. */
    budgetMin: z.number().nullable(),
    budgetMax: z.number().nullable(),
  }),
  creator: z.object({ id: z.string(), name: z.string() }),
  /**
   * What the creator side may do now: answer the brand's counter offer, and withdraw while
   * the application is pending.
   */
  actions: z.object({ negotiation: z.array(z.enum(NEGOTIATION_ACTIONS)), canWithdraw: z.boolean() }),
});
export type MyApplication = z.infer<typeof myApplicationSchema>;

export const myApplicationListSchema = z.object({
  applications: z.array(myApplicationSchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** Of all the caller's applications, not only this page's. */
  counts: applicationCountsSchema,
});
export type MyApplicationList = z.infer<typeof myApplicationListSchema>;

/**
 * GET /api/applications/mine/statuses: the signed-in creator's application status for each
 * asked campaign she applied to (campaigns she did not apply to are left out). The feed's
 * pages are shared between viewers (decision 0017), so the cards ask this per viewer.
 */
export const myApplicationStatusesSchema = z.object({
  statuses: z.array(z.object({ campaignId: z.uuid(), status: applicationStatusSchema })),
});
export type MyApplicationStatuses = z.infer<typeof myApplicationStatusesSchema>;

/** Answer of the brand's routes. */
export const brandApplicationResultSchema = z.object({
  application: brandApplicationSchema,
  message: z.string(),
});
export type BrandApplicationResult = z.infer<typeof brandApplicationResultSchema>;

/** Answer of the apply route and the creator side's negotiation answers. */
export const myApplicationResultSchema = z.object({
  application: myApplicationSchema,
  message: z.string(),
});
export type MyApplicationResult = z.infer<typeof myApplicationResultSchema>;

/** GET /api/applications/:id: the brand's view for the brand, My Applications' for the creator side. */
export const applicationDetailSchema = z.object({
  application: z.union([brandApplicationSchema, myApplicationSchema]),
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

/** A negotiation answer: the brand's view for the brand, My Applications' for the creator side. */
export const negotiationResultSchema = z.union([brandApplicationResultSchema, myApplicationResultSchema]);
export type NegotiationResult = z.infer<typeof negotiationResultSchema>;

/** POST /api/applications/campaigns/:campaignId/viewed: how many became viewed. */
export const markApplicationsViewedSchema = z.object({ updated: z.int().nonnegative() });
export type MarkApplicationsViewed = z.infer<typeof markApplicationsViewedSchema>;

// ---- pure rules -----------------------------------------------------------------------

/** A rate in AED with cents when it has them: 'AED 1,500', 'AED 99.50'. */
export function formatRate(amount: number): string {
  const hasCents = Math.round(amount * 100) % 100 !== 0;
  return `AED ${amount.toLocaleString('en-US', {
    minimumFractionDigits: hasCents ? 2 : 0,
    maximumFractionDigits: 2,
  })}`;
}

export interface NegotiationState {
  status: ApplicationStatus;
  negotiationStatus: NegotiationStatus;
  /** Who made the latest offer; null without offers. */
  lastOfferBy: NegotiationParty | null;
}

export function isNegotiationOpen(negotiationStatus: NegotiationStatus): boolean {
  return negotiationStatus === 'requested' || negotiationStatus === 'in_progress';
}

/** The party whose move an open negotiation waits for: the one who did not make the last offer. */
export function awaitingParty(state: NegotiationState): NegotiationParty | null {
  if (state.status !== 'pending' || !isNegotiationOpen(state.negotiationStatus)) return null;
  return state.lastOfferBy === 'brand' ? 'creator' : 'brand';
}

/**
 * What `party` may do in the negotiation now. On your turn: accept the other side's latest
 * offer (the brand accepting approves the application; the creator accepting leaves the
 * approval to the brand), counter it, or reject it. Rounds repeat until agreement.
 */
export function negotiationActions(state: NegotiationState, party: NegotiationParty): NegotiationAction[] {
  return awaitingParty(state) === party ? [...NEGOTIATION_ACTIONS] : [];
}

/**
 * The brand's Approve / Reject on a pending application. Approving while the creator's
 * proposal waits accepts it; approving while the brand's own counter waits is refused.
 */
export function brandDecisions(state: NegotiationState): BrandDecision[] {
  if (state.status !== 'pending') return [];
  return awaitingParty(state) === 'creator' ? ['reject'] : ['approve', 'reject'];
}

/**
 * approved, accepted and in_progress show as approved; anything else but pending (rejected,
 * withdrawn) as rejected.
 */
export function applicationTab(status: string): ApplicationTab {
  if (status === 'pending') return 'pending';
  if (status === 'approved' || status === 'accepted' || status === 'in_progress') return 'approved';
  return 'rejected';
}

export function countApplications(applications: readonly { status: string }[]): ApplicationCounts {
  const counts: ApplicationCounts = { total: applications.length, pending: 0, approved: 0, rejected: 0 };
  for (const application of applications) counts[applicationTab(application.status)]++;
  return counts;
}

/** Statuses that hold one of the campaign's creator places (the plan's max creators). */
export const CREATOR_PLACE_STATUSES = ['approved', 'in_progress'] as const satisfies ApplicationStatus[];

/**
 * The affiliate code made on approval: the first 3 characters of the campaign title and the
 * first 8 of the creator id, uppercased and stripped to A-Z and 0-9. `attempt` above 1
 * appends that number, for a brand whose code is already taken.
 */
export function approvalAffiliateCode(campaignTitle: string, creatorId: string, attempt = 1): string {
  const base = `${campaignTitle.slice(0, 3)}${creatorId.slice(0, 8)}`.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return attempt > 1 ? `${base}${attempt}` : base;
}

/** The expiry of a code generated at `approvedAt`. */
export function approvalAffiliateCodeExpiry(approvedAt: Date): Date {
  return new Date(approvedAt.getTime() + AFFILIATE_CODE_EXPIRY_DAYS * 24 * 60 * 60 * 1000);
}
