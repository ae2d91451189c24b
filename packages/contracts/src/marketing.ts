import { z } from 'zod';
import { hasNoNul, INVALID_CHARACTER } from './text-input';

// Marketing e-mails (issue 24 item 3, PDPL: Federal Decree-Law 45/2021): admins write
// announcements that go only to members whose latest marketing consent is an opt-in, and every
// one carries a one-click opt-out (RFC 8058).

export const ANNOUNCEMENT_SUBJECT_MAX = 150;
export const ANNOUNCEMENT_BODY_MAX = 5000;
export const ANNOUNCEMENTS_PAGE_SIZE = 20;

/** The public page the e-mail's visible opt-out link opens; it posts the token itself. */
export const UNSUBSCRIBE_PAGE_PATH = '/unsubscribe';

export const MARKETING_MESSAGES = {
  sent: 'Announcement queued',
  sentDetail: (count: number) =>
    `It is going to ${count} ${count === 1 ? 'member' : 'members'} who opted in.`,
  nobodyToSend: 'No member has opted in to news from Partnerly, so there is nobody to send it to.',
  unsubscribed: 'You have been unsubscribed from Partnerly news.',
  resubscribeHint:
    'Changed your mind? Sign in and switch on Marketing communications under Profile Settings, Privacy.',
  invalidToken:
    'This unsubscribe link is not valid. Copy the whole link from the e-mail, or sign in and switch off Marketing communications under Profile Settings, Privacy.',
  missingToken:
    'This page needs the unsubscribe link from a Partnerly e-mail. Open the link in the e-mail again, or sign in and switch off Marketing communications under Profile Settings, Privacy.',
  unsubscribeFailed:
    'We could not unsubscribe you just now. Please try again in a moment, or sign in and switch off Marketing communications under Profile Settings, Privacy.',
} as const;

/** 'Will go to N members who opted in' (the composer's line above Send). */
export function recipientCountText(count: number): string {
  return `Will go to ${count} ${count === 1 ? 'member' : 'members'} who opted in`;
}

const requiredText = (max: number, label: string) =>
  z
    .string({ error: `${label} is required` })
    .refine(hasNoNul, INVALID_CHARACTER)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** POST /api/admin/announcements: a subject and a plain-text body. */
export const createAnnouncementInput = z.object({
  subject: requiredText(ANNOUNCEMENT_SUBJECT_MAX, 'Subject'),
  body: requiredText(ANNOUNCEMENT_BODY_MAX, 'Message'),
});
export type CreateAnnouncementInput = z.input<typeof createAnnouncementInput>;

/** One sent announcement, as the console's history lists it. */
export const announcementSchema = z.object({
  id: z.uuid(),
  subject: z.string(),
  body: z.string(),
  /** The admin who sent it (null when that account is gone). */
  sentBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The members it was queued for: those opted in at the time. */
  recipientCount: z.int().nonnegative(),
  createdAt: z.iso.datetime(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementListQuery = z.object({
  page: z.coerce.number({ error: 'Page must be a number' }).int().min(1).max(10_000).default(1),
});

/** GET /api/admin/announcements: the newest first. */
export const announcementListSchema = z.object({
  announcements: z.array(announcementSchema),
  total: z.int().nonnegative(),
  page: z.int().min(1),
  pageSize: z.int().min(1),
});
export type AnnouncementList = z.infer<typeof announcementListSchema>;

/** GET /api/admin/announcements/recipients: how many members an announcement would go to now. */
export const announcementRecipientsSchema = z.object({ count: z.int().nonnegative() });
export type AnnouncementRecipients = z.infer<typeof announcementRecipientsSchema>;

/** POST /api/marketing/unsubscribe?token=…: the token from the e-mail's link is the only credential. */
export const unsubscribeQuery = z.object({
  token: z
    .string({ error: MARKETING_MESSAGES.missingToken })
    .min(1, MARKETING_MESSAGES.missingToken)
    .max(500, MARKETING_MESSAGES.invalidToken),
});

export const unsubscribeResultSchema = z.object({
  /** False when the member had already opted out (nothing new recorded). */
  changed: z.boolean(),
  message: z.string(),
});
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;
