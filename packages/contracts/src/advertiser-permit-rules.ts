// The UAE Media Council's Advertiser Permit (issue 24 item 1, decision 0077):
// creators enter their permit number and expiry or declare an exemption; admins verify permits
// in the verification queue; brands approving a creator for a paid campaign aimed at the UAE
// see whether the permit covers the campaign and confirm before approving without one;
// reminders go out 30 and 7 days before the expiry. Every text shown is here; the request and
// response schemas are in advertiser-permits.ts.

/** Self-declared exemptions: promoting one's own business; under 18 with educational, sports or cultural content. */
export const ADVERTISER_PERMIT_EXEMPTIONS = ['own_business', 'minor_content'] as const;
export type AdvertiserPermitExemption = (typeof ADVERTISER_PERMIT_EXEMPTIONS)[number];

/** An admin's review of an entered permit. */
export const ADVERTISER_PERMIT_REVIEW_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type AdvertiserPermitReviewStatus = (typeof ADVERTISER_PERMIT_REVIEW_STATUSES)[number];

/** Where a creator's permit stands; 'expired' is derived from the expiry date (a UAE day). */
export const ADVERTISER_PERMIT_STATES = [
  'none',
  'exempt',
  'pending',
  'verified',
  'rejected',
  'expired',
] as const;
export type AdvertiserPermitState = (typeof ADVERTISER_PERMIT_STATES)[number];

export const PERMIT_NUMBER_MAX = 40;
export const PERMIT_REJECTION_REASON_MAX = 500;
/** Reminders before the expiry, in UAE days: the 30-day one, then the 7-day one. */
export const PERMIT_REMINDER_DAYS = [30, 7] as const;
export type PermitReminderDays = (typeof PERMIT_REMINDER_DAYS)[number];
/** The country code a campaign targets the UAE with (campaigns' target countries). */
export const UAE_COUNTRY_CODE = 'AE';

export const ADVERTISER_PERMIT_EXEMPTION_LABELS: Record<AdvertiserPermitExemption, string> = {
  own_business: 'I only promote my own business',
  minor_content: 'I am under 18 and post educational, sports or cultural content',
};

export const ADVERTISER_PERMIT_STATE_LABELS: Record<AdvertiserPermitState, string> = {
  none: 'No permit',
  exempt: 'Exempt (self-declared)',
  pending: 'Awaiting verification',
  verified: 'Verified',
  rejected: 'Not verified',
  expired: 'Expired',
};

export const ADVERTISER_PERMIT_MESSAGES = {
  title: 'UAE Advertiser Permit',
  description:
    'The UAE Media Council requires a permit to advertise on social media in the UAE, paid or not. Your permit number is shown on your profile, your applications and your public page.',
  numberLabel: 'Permit number',
  expiryLabel: 'Expiry date',
  modeLabel: 'Your permit',
  modePermit: 'I have an Advertiser Permit',
  modeExempt: 'I am exempt',
  modeNone: 'I have no permit yet',
  numberRequired: 'Enter your permit number',
  numberTooLong: `Permit number must be at most ${PERMIT_NUMBER_MAX} characters`,
  expiryRequired: 'Enter the expiry date of your permit',
  expiryInvalid: 'Enter the expiry date as a date',
  expiryPast: 'The expiry date has passed: renew your permit first',
  exemptionRequired: 'Choose your exemption',
  modeRequired: 'Choose whether you have a permit or are exempt',
  saved: 'Advertiser Permit saved',
  savedPending: 'Advertiser Permit saved. An admin will verify it.',
  saveFailed: 'Could not save your Advertiser Permit',
  notACreator: 'Only creators hold an Advertiser Permit.',
  // shown with the number
  numberShown: (number: string) => `Advertiser Permit ${number}`,
  verifiedMark: 'Verified',
  exemptShown: 'Advertiser Permit: exempt (self-declared)',
  rejectedReason: (reason: string) => `An admin could not verify your permit: ${reason}`,
  // the admin queue
  queueTitle: 'Advertiser Permits',
  notFound: 'Advertiser Permit not found',
  notPending: 'This Advertiser Permit is not waiting for verification.',
  reasonRequired: 'Enter a reason for the rejection',
  reasonTooLong: `Reason must be at most ${PERMIT_REJECTION_REASON_MAX} characters`,
  approved: 'Advertiser Permit verified',
  rejected: 'Advertiser Permit rejected',
  // the brand's approval
  verifiedThrough: 'Advertiser Permit verified',
  coverageHint: (lastDate: string) => `Valid through the campaign's last date (${lastDate}).`,
  missingTitle: 'No valid Advertiser Permit',
  missingWarning: (lastDate: string | null) =>
    `This creator has no verified Advertiser Permit valid ${lastDate ? `through ${lastDate}` : 'today'}. UAE law requires one for advertising on social media, and brands may only contract licensed creators (fines from AED 10,000).`,
  confirmLabel: 'I have checked this and want to approve without a valid Advertiser Permit',
  confirmRequired: 'Confirm that you approve this creator without a valid Advertiser Permit',
  // the reminders
  reminderTitle: (days: number) =>
    days <= 0
      ? 'Your Advertiser Permit expires today'
      : `Your Advertiser Permit expires in ${days} day${days === 1 ? '' : 's'}`,
  reminderMessage: (expiresOn: string) =>
    `Your UAE Advertiser Permit expires on ${expiresOn}. Renew it with the UAE Media Council and enter the new expiry date on your profile.`,
  reminderAction: 'Update your permit',
} as const;

/** Where the creator edits the permit (the reminders link there). */
export const ADVERTISER_PERMIT_LINK = '/profile';

// ---- rules (pure; this file has no zod, so the public creator page may import it) -------------

/** The UAE day (Asia/Dubai, UTC+4 all year) of an instant, as YYYY-MM-DD. */
export function uaeToday(now: Date): string {
  return new Date(now.getTime() + 4 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Why an expiry date may not be entered on `today` (a UAE day), or null. */
export function permitExpiryProblem(expiry: string, today: string): string | null {
  return expiry < today ? ADVERTISER_PERMIT_MESSAGES.expiryPast : null;
}

// ---- state --------------------------------------------------------------------------------

export interface StoredPermit {
  exemption: AdvertiserPermitExemption | null;
  permitNumber: string | null;
  expiresOn: string | null;
  reviewStatus: AdvertiserPermitReviewStatus | null;
}

/**
 * The state of a creator's permit on a UAE day: exempt when declared; a rejected permit stays
 * rejected; otherwise a permit whose expiry day is over is expired (valid through its expiry day).
 */
export function permitState(permit: StoredPermit | null | undefined, today: string): AdvertiserPermitState {
  if (!permit) return 'none';
  if (permit.exemption) return 'exempt';
  if (!permit.permitNumber || !permit.expiresOn || !permit.reviewStatus) return 'none';
  if (permit.reviewStatus === 'rejected') return 'rejected';
  if (permit.expiresOn < today) return 'expired';
  return permit.reviewStatus;
}

/** Whether a permit is verified and valid on every day through `lastDate` (YYYY-MM-DD). */
export function isPermitValidThrough(
  permit: StoredPermit | null | undefined,
  lastDate: string,
  today: string,
) {
  return permitState(permit, today) === 'verified' && permit!.expiresOn! >= lastDate;
}

export interface PermitCampaign {
  compensationTypes: readonly string[];
  targetCountries: readonly string[];
  applicationDeadline: string;
  deadline: string | null;
  contentDeadline: string | null;
}

/** Paid (monetary compensation) and aimed at the UAE (AE among its target countries). */
export function campaignNeedsPermit(campaign: Pick<PermitCampaign, 'compensationTypes' | 'targetCountries'>) {
  return (
    campaign.compensationTypes.includes('monetary') && campaign.targetCountries.includes(UAE_COUNTRY_CODE)
  );
}

/**
 * The last day the creator advertises for the campaign: the latest of its dates (application
 * deadline, end date, content deadline) and the submission deadline the brand sets when approving.
 */
export function campaignLastDate(campaign: PermitCampaign, submissionDeadline?: string | null): string {
  const dates = [
    campaign.applicationDeadline,
    campaign.deadline,
    campaign.contentDeadline,
    submissionDeadline,
  ];
  return dates
    .filter((date): date is string => Boolean(date))
    .reduce((last, date) => (date > last ? date : last));
}

/** Which reminder is due on `today` for a permit expiring on `expiresOn`, or null. */
export function dueReminder(expiresOn: string, today: string): PermitReminderDays | null {
  const days = daysBetween(today, expiresOn);
  if (days < 0 || days > PERMIT_REMINDER_DAYS[0]) return null;
  return days > PERMIT_REMINDER_DAYS[1] ? PERMIT_REMINDER_DAYS[0] : PERMIT_REMINDER_DAYS[1];
}

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
