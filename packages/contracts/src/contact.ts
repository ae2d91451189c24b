import { z } from 'zod';
import { requiredEmail } from './auth';

// The contact form opened from the landing page (/contact?type=feature|investment) and the
// support address the error screens offer (spec 01 sections 1 and 2).

export const CONTACT_TYPES = ['general', 'feature', 'investment'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

export { SUPPORT_EMAIL } from './support-email';

/** Messages accepted per e-mail address and per client address within an hour (spam guard). */
export const CONTACT_MESSAGES_PER_HOUR = 5;
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

export const CONTACT_SENT_MESSAGE = "Thank you! Your message has been sent. We'll get back to you soon.";
export const CONTACT_THROTTLED_MESSAGE =
  'You have sent several messages in the last hour. Please try again later.';

// PostgreSQL text cannot hold NUL; refuse it as input instead of failing on insert.
const withoutNul = (value: string) => !value.includes('\u0000');
const NUL_MESSAGE = 'Contains a character that is not allowed';

const requiredText = (max: number, label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(withoutNul, NUL_MESSAGE);

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(withoutNul, NUL_MESSAGE)
    .optional()
    .transform((value) => (value ? value : undefined));

/** Body of POST /api/contact. The ticket size is kept for investment inquiries only. */
export const contactMessageInput = z
  .object({
    type: z.enum(CONTACT_TYPES, { error: 'Please choose a topic from the list' }).default('general'),
    name: requiredText(100, 'Name'),
    email: requiredEmail('Email is required'),
    company: optionalText(200, 'Company'),
    ticketSize: optionalText(100, 'Ticket size'),
    message: requiredText(CONTACT_MESSAGE_MAX_LENGTH, 'Message').refine(
      (value) => value.length >= CONTACT_MESSAGE_MIN_LENGTH,
      `Message must be at least ${CONTACT_MESSAGE_MIN_LENGTH} characters`,
    ),
  })
  .transform((value) => ({
    ...value,
    ticketSize: value.type === 'investment' ? value.ticketSize : undefined,
  }));
export type ContactMessageInput = z.input<typeof contactMessageInput>;
export type ContactMessage = z.output<typeof contactMessageInput>;

/** Answer of POST /api/contact (201): the stored message's id and the thank-you line. */
export const contactMessageSentSchema = z.object({ id: z.uuid(), message: z.string() });
export type ContactMessageSent = z.infer<typeof contactMessageSentSchema>;

/** Reads the ?type= of /contact; anything unknown is a general message. */
export const parseContactType = (value: string | null | undefined): ContactType =>
  CONTACT_TYPES.find((type) => type === value) ?? 'general';
