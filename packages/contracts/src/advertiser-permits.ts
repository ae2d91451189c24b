import { z } from 'zod';
import {
  ADVERTISER_PERMIT_EXEMPTIONS,
  ADVERTISER_PERMIT_MESSAGES,
  ADVERTISER_PERMIT_REVIEW_STATUSES,
  ADVERTISER_PERMIT_STATES,
  PERMIT_NUMBER_MAX,
  PERMIT_REJECTION_REASON_MAX,
} from './advertiser-permit-rules';
import { isIsoDate } from './campaign-form';
import { hasNoNul, INVALID_CHARACTER } from './text-input';

// The Advertiser Permit's request and response schemas (issue 24 item 1); its texts and rules
// are in advertiser-permit-rules.ts.

export * from './advertiser-permit-rules';

// ---- input --------------------------------------------------------------------------------

const permitNumber = z
  .string(ADVERTISER_PERMIT_MESSAGES.numberRequired)
  .refine(hasNoNul, INVALID_CHARACTER)
  .trim()
  .min(1, ADVERTISER_PERMIT_MESSAGES.numberRequired)
  .max(PERMIT_NUMBER_MAX, ADVERTISER_PERMIT_MESSAGES.numberTooLong);

const expiresOn = z
  .string(ADVERTISER_PERMIT_MESSAGES.expiryRequired)
  .trim()
  .min(1, ADVERTISER_PERMIT_MESSAGES.expiryRequired)
  .refine(isIsoDate, ADVERTISER_PERMIT_MESSAGES.expiryInvalid);

/**
 * PUT /api/advertiser-permit: a permit (number and expiry), an exemption, or none. An expiry
 * already past in the UAE is refused by the server (`permitExpiryProblem`), which knows the day.
 */
export const updateAdvertiserPermitInput = z.discriminatedUnion(
  'mode',
  [
    z.object({ mode: z.literal('permit'), permitNumber, expiresOn }),
    z.object({
      mode: z.literal('exempt'),
      exemption: z.enum(ADVERTISER_PERMIT_EXEMPTIONS, ADVERTISER_PERMIT_MESSAGES.exemptionRequired),
    }),
    z.object({ mode: z.literal('none') }),
  ],
  ADVERTISER_PERMIT_MESSAGES.modeRequired,
);
export type UpdateAdvertiserPermitInput = z.input<typeof updateAdvertiserPermitInput>;
export type UpdateAdvertiserPermitValues = z.output<typeof updateAdvertiserPermitInput>;

// ---- views --------------------------------------------------------------------------------

/** The permit as others see it (profile, application cards, public page). */
export const permitBadgeSchema = z.object({
  state: z.enum(ADVERTISER_PERMIT_STATES),
  /** Shown while pending or verified (and to brands also when rejected or expired). */
  permitNumber: z.string().nullable(),
  expiresOn: z.iso.date().nullable(),
  exemption: z.enum(ADVERTISER_PERMIT_EXEMPTIONS).nullable(),
});
export type PermitBadge = z.infer<typeof permitBadgeSchema>;

/** GET/PUT /api/advertiser-permit: the creator's own permit. */
export const myAdvertiserPermitSchema = permitBadgeSchema.extend({
  rejectionReason: z.string().nullable(),
  submittedAt: z.iso.datetime().nullable(),
  reviewedAt: z.iso.datetime().nullable(),
});
export type MyAdvertiserPermit = z.infer<typeof myAdvertiserPermitSchema>;

/** The permit on a brand's application card, with the approval check of its campaign. */
export const applicationPermitSchema = permitBadgeSchema.extend({
  /** The campaign is paid and aimed at the UAE. */
  isRequired: z.boolean(),
  /** The campaign's last relevant date (`campaignLastDate`). */
  lastDate: z.iso.date(),
  /** Verified and valid through `lastDate`. */
  isValidThrough: z.boolean(),
  /** Set when the brand approved without a valid permit: who confirmed and when. */
  missingConfirmed: z.object({ byName: z.string(), at: z.iso.datetime() }).nullable(),
});
export type ApplicationPermit = z.infer<typeof applicationPermitSchema>;

/** The admin queue's Advertiser Permits list. */
export const ADMIN_PERMIT_FILTERS = ['pending', 'verified', 'rejected'] as const;
export const adminPermitsQuery = z.object({
  status: z
    .enum(ADMIN_PERMIT_FILTERS, `Status must be one of: ${ADMIN_PERMIT_FILTERS.join(', ')}`)
    .optional(),
});
export const adminPermitParam = z.object({ userId: z.string().min(1).max(100) });

export const adminPermitSchema = myAdvertiserPermitSchema.extend({
  creator: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  reviewStatus: z.enum(ADVERTISER_PERMIT_REVIEW_STATUSES),
  reviewer: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type AdminPermit = z.infer<typeof adminPermitSchema>;
export const adminPermitListSchema = z.object({ permits: z.array(adminPermitSchema) });
export type AdminPermitList = z.infer<typeof adminPermitListSchema>;

export const rejectPermitInput = z.object({
  reason: z
    .string(ADVERTISER_PERMIT_MESSAGES.reasonRequired)
    .refine(hasNoNul, INVALID_CHARACTER)
    .trim()
    .min(1, ADVERTISER_PERMIT_MESSAGES.reasonRequired)
    .max(PERMIT_REJECTION_REASON_MAX, ADVERTISER_PERMIT_MESSAGES.reasonTooLong),
});
export type RejectPermitInput = z.input<typeof rejectPermitInput>;

/** Published to the creator when their permit changes (saved, verified, rejected). */
export const ADVERTISER_PERMIT_EVENTS = { changed: 'advertiser-permit.changed' } as const;
