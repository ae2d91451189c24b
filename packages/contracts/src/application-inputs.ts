import { z } from 'zod';
import {
  APPLICATION_MESSAGES,
  DELIVERABLES_MAX_LENGTH,
  DIRECT_MESSAGE_MAX_LENGTH,
  MY_APPLICATIONS_LIMIT_MAX,
  OFFER_MESSAGE_MAX_LENGTH,
  PITCH_MAX_LENGTH,
  RATE_MAX,
} from './applications';
import { DEADLINE_MESSAGES } from './submission-deadlines';
import { hasNoNul, INVALID_CHARACTER, trimmedOrNull } from './text-input';

// Request schemas of the applications routes, with the spec's messages (spec 03 section 5,
// spec 02 section 5 'Counter offer'), shared by the dialogs and the API.

const RATE_TEXT = /^\s*\d+(\.\d+)?\s*$/;

/**
 * A money amount from a number input (a number, or the input's text): `required` when
 * empty, `invalid` unless a number above 0; rounded to cents (the input steps by 0.01).
 */
export function rateAmount(required: string, invalid: string) {
  return z
    .union([z.number(), z.string(), z.null(), z.undefined()], { error: invalid })
    .transform((value, ctx) => {
      if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
        ctx.addIssue({ code: 'custom', message: required });
        return z.NEVER;
      }
      const amount = typeof value === 'number' ? value : RATE_TEXT.test(value) ? Number(value) : Number.NaN;
      const rounded = Math.round(amount * 100) / 100;
      if (!Number.isFinite(amount) || rounded <= 0) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      if (rounded > RATE_MAX) {
        ctx.addIssue({ code: 'custom', message: APPLICATION_MESSAGES.rateTooLarge });
        return z.NEVER;
      }
      return rounded;
    });
}

const campaignId = z.uuid('Campaign not found');
/** Agents name the creator they apply for; creators leave it out. */
const creatorId = z
  .string('Choose the creator you apply for')
  .trim()
  .min(1, APPLICATION_MESSAGES.creatorRequired)
  .max(100, APPLICATION_MESSAGES.creatorRequired)
  .refine(hasNoNul, INVALID_CHARACTER)
  .optional();

/**
 * Body of POST /api/applications with type 'direct': an optional message of the creator's
 * own; without one the server uses the spec's fixed pitch (DIRECT_APPLICATION_PITCH).
 */
export const directApplicationInput = z.object({
  type: z.literal('direct'),
  campaignId,
  creatorId,
  message: trimmedOrNull(DIRECT_MESSAGE_MAX_LENGTH, 'Message'),
});

/** Body of POST /api/applications with type 'negotiation' (the Negotiation form). */
export const negotiationApplicationInput = z.object({
  type: z.literal('negotiation'),
  campaignId,
  creatorId,
  pitch: z
    .string(APPLICATION_MESSAGES.requiredFieldsMissing)
    .refine(hasNoNul, INVALID_CHARACTER)
    .trim()
    .min(1, APPLICATION_MESSAGES.requiredFieldsMissing)
    .max(PITCH_MAX_LENGTH, `Pitch must be at most ${PITCH_MAX_LENGTH} characters`),
  proposedRate: rateAmount(APPLICATION_MESSAGES.requiredFieldsMissing, APPLICATION_MESSAGES.invalidRate),
  deliverables: trimmedOrNull(DELIVERABLES_MAX_LENGTH, 'Deliverables'),
});

export const applyInput = z.discriminatedUnion(
  'type',
  [directApplicationInput, negotiationApplicationInput],
  {
    error: 'Choose a direct application or a negotiation',
  },
);
export type ApplyInput = z.input<typeof applyInput>;
export type ApplyValues = z.output<typeof applyInput>;

/** Body of POST /api/applications/:id/negotiation/counter (either side). */
export const counterOfferInput = z.object({
  amount: rateAmount(APPLICATION_MESSAGES.counterAmountRequired, APPLICATION_MESSAGES.invalidRate),
  message: trimmedOrNull(OFFER_MESSAGE_MAX_LENGTH, 'Message'),
});
export type CounterOfferInput = z.input<typeof counterOfferInput>;
export type CounterOfferValues = z.output<typeof counterOfferInput>;

/**
 * Body of POST /api/applications/:id/approve, optional: the date content is due (the end of
 * that day in UTC). Left out or null, the campaign's content deadline applies. A day already
 * over is refused by the server, which knows the time (ADR 0043).
 */
export const approveApplicationInput = z.object({
  submissionDeadline: z.iso.date(DEADLINE_MESSAGES.invalid).nullish(),
  /** The brand confirms approving without a valid Advertiser Permit (paid UAE campaigns). */
  confirmPermitMissing: z.boolean('Confirm with true or false').optional(),
});
export type ApproveApplicationInput = z.input<typeof approveApplicationInput>;

/** Body of POST /api/applications/:id/negotiation/accept (optional): the brand's accept approves. */
export const acceptOfferInput = z.object({
  confirmPermitMissing: z.boolean('Confirm with true or false').optional(),
});
export type AcceptOfferInput = z.input<typeof acceptOfferInput>;

export const applicationIdParam = z.object({ id: z.uuid(APPLICATION_MESSAGES.notFound) });
export const campaignApplicationsParam = z.object({ campaignId });

/**
 * Query of GET /api/applications/mine: newest first, `limit` at a time (Recent Activity
 * asks 5), older pages by `cursor`.
 */
export const myApplicationsQuery = z.object({
  limit: z.coerce
    .number('Limit must be a number')
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(MY_APPLICATIONS_LIMIT_MAX, `Limit must be at most ${MY_APPLICATIONS_LIMIT_MAX}`)
    .default(MY_APPLICATIONS_LIMIT_MAX),
  /** The previous page's nextCursor. */
  cursor: z.string('Invalid cursor').min(1, 'Invalid cursor').max(200, 'Invalid cursor').optional(),
});
export type MyApplicationsQuery = z.input<typeof myApplicationsQuery>;

/** At most this many campaigns per GET /api/applications/mine/statuses (a feed page is 20). */
export const MY_APPLICATION_STATUSES_MAX = 50;

/** Query of GET /api/applications/mine/statuses: `campaignIds`, comma-separated campaign ids. */
export const myApplicationStatusesQuery = z.object({
  campaignIds: z
    .string('Campaign ids are required')
    .transform((value) => [...new Set(value.split(',').map((id) => id.trim()))])
    .pipe(
      z
        .array(z.uuid('Campaign ids must be campaign ids'), 'Campaign ids are required')
        .min(1, 'Campaign ids are required')
        .max(MY_APPLICATION_STATUSES_MAX, `At most ${MY_APPLICATION_STATUSES_MAX} campaign ids`),
    ),
});
export type MyApplicationStatusesQuery = z.input<typeof myApplicationStatusesQuery>;
