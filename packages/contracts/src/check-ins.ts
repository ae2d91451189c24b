import { z } from 'zod';
import type { CampaignType } from './campaigns';

// Event check-in with points (issue 20, decision 0066; spec 02 'QR check-in validator', spec 03
// 'QR check-in', event_check_ins, 15 points). Each approved creator of an onsite or event campaign
// holds a personal pass ONSITE_{campaignId}_{number}; the brand's validator checks it in once.

/** Campaign types held somewhere: they have event passes and the check-in validator. */
export const CHECK_IN_CAMPAIGN_TYPES = ['onsite', 'event'] as const satisfies readonly CampaignType[];
export const hasCheckIns = (type: string): boolean =>
  (CHECK_IN_CAMPAIGN_TYPES as readonly string[]).includes(type);

/** Why a creator's points changed (the points ledger). */
export const POINTS_REASONS = ['event_check_in'] as const;
export type PointsReason = (typeof POINTS_REASONS)[number];

/** The longest text the validator accepts (a pass is about 70 characters). */
export const CHECK_IN_CODE_MAX = 200;
/** The Points Tracker's history shows this many check-ins, newest first. */
export const POINTS_HISTORY_LIMIT = 50;

export const CHECK_IN_MESSAGES = {
  // spec 02/03 'QR check-in', verbatim
  invalidCode: 'Invalid QR code. Please check the code and try again.',
  validateFailed: 'Failed to validate QR code',
  awardFailed: 'Failed to award points',
  notVerified: 'Only verified brands can award points',
  awarded: 'Points awarded successfully!',
  // the spec's state after points are awarded
  alreadyScanned: 'Already scanned',
  // ours
  codeRequired: 'Enter the code under the QR image, or scan it',
  checkedIn: 'Checked in',
  passNotFound: 'Your event pass appears once the brand approves your application',
  notCheckInCampaign: 'Check-ins are for on-site and event campaigns',
  cameraDenied:
    'Camera access was refused. Allow the camera for this site in your browser settings, or type the code instead.',
  cameraMissing: 'No camera was found on this device. Type the code under the QR image instead.',
  cameraFailed: 'The camera could not start. Close other apps using it, or type the code instead.',
  scannerFailed: 'The QR scanner could not load. Reload the page, or type the code instead.',
} as const;

export const checkInCodeInput = z.object({
  code: z
    .string(CHECK_IN_MESSAGES.codeRequired)
    .trim()
    .min(1, CHECK_IN_MESSAGES.codeRequired)
    .max(CHECK_IN_CODE_MAX, CHECK_IN_MESSAGES.invalidCode),
});
export type CheckInCodeInput = z.infer<typeof checkInCodeInput>;

/** The person in front of the staff: who the pass belongs to. */
export const checkInCreatorSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  isVerified: z.boolean(),
});
export type CheckInCreator = z.infer<typeof checkInCreatorSchema>;

export const checkInRecordSchema = z.object({
  pointsAwarded: z.number().int(),
  scannedAt: z.iso.datetime(),
});

/**
 * The validator's answer for a valid pass: 'valid' before check-in, 'already_scanned' after
 * (the spec's states), with what a check-in awards now (15, or 0 when point rewards are off).
 */
export const checkInResultSchema = z.object({
  status: z.enum(['valid', 'already_scanned']),
  code: z.string(),
  campaign: z.object({ id: z.uuid(), title: z.string() }),
  creator: checkInCreatorSchema,
  pointsOnCheckIn: z.number().int(),
  checkIn: checkInRecordSchema.nullable(),
});
export type CheckInResult = z.infer<typeof checkInResultSchema>;

/** The check-ins of one event, newest first (the validator's count and list). */
export const eventCheckInListSchema = z.object({
  checkIns: z.array(checkInRecordSchema.extend({ id: z.uuid(), creator: checkInCreatorSchema })),
  approvedCreators: z.number().int(),
});
export type EventCheckInList = z.infer<typeof eventCheckInListSchema>;

/** A creator's own pass to an event. */
export const eventPassSchema = z.object({
  campaignId: z.uuid(),
  campaignTitle: z.string(),
  brandName: z.string(),
  location: z.string().nullable(),
  code: z.string(),
  /** The QR image of `code`, an SVG document. */
  qrSvg: z.string(),
  pointsOnCheckIn: z.number().int(),
  checkIn: checkInRecordSchema.nullable(),
});
export type EventPass = z.infer<typeof eventPassSchema>;

/** The Points Tracker: the balance and the check-ins that earned it. */
export const pointsSummarySchema = z.object({
  balance: z.number().int(),
  history: z.array(
    z.object({
      id: z.uuid(),
      points: z.number().int(),
      reason: z.enum(POINTS_REASONS),
      campaignId: z.uuid().nullable(),
      campaignTitle: z.string().nullable(),
      brandName: z.string().nullable(),
      createdAt: z.iso.datetime(),
    }),
  ),
});
export type PointsSummary = z.infer<typeof pointsSummarySchema>;

/** Realtime events (SSE). */
export const CHECK_IN_EVENTS = {
  /** To the creator: data { balance, campaignId }; refetch the points and the event pass. */
  pointsChanged: 'points.changed',
  /** To the workspace's people: data { campaignId }; refetch the event's check-ins. */
  checkedIn: 'check-in.created',
} as const;
