import { z } from 'zod';
import { NOTIFICATION_TYPES, type NotificationType } from './enums';

// Notifications (spec 01: bell, entities, calls, constants).

/** The most notifications the list returns (newest first). */
export const NOTIFICATION_LIST_LIMIT = 50;
/** The bell popover shows this many; its unread badge is capped at '99+'. */
export const NOTIFICATION_BELL_SIZE = 5;
export const NOTIFICATION_BADGE_CAP = 99;

export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);

export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  chat_request: 'Chat requests',
  chat_accepted: 'Chat request accepted',
  chat_declined: 'Chat request declined',
  campaign_invite: 'Campaign invitations',
  application_accepted: 'Application accepted',
  application_rejected: 'Application rejected',
  profile_viewed: 'Profile views',
  content_submitted: 'Content submitted',
  payment_received: 'Payments received',
  agent_request: 'Agent requests',
  system_update: 'System updates',
  application_received: 'New applications',
  negotiation_counter_offer: 'Counter offers',
  negotiation_accepted: 'Negotiation accepted',
  negotiation_rejected: 'Negotiation rejected',
  agent_request_accepted: 'Agent request accepted',
  agent_request_declined: 'Agent request declined',
  submission_approved: 'Content approved',
  submission_revision_requested: 'Revision requested',
  submission_rejected: 'Content rejected',
  submission_deadline_reminder: 'Submission deadline reminders',
  results_submitted: 'Results submitted',
  results_approved: 'Results approved',
  results_correction_requested: 'Results corrections requested',
  verification_approved: 'Verification approved',
  verification_rejected: 'Verification rejected',
  dispute_opened: 'Disputes opened',
  dispute_updated: 'Dispute updates',
  support_reply: 'Support replies',
  campaign_moderated: 'Campaign moderation',
  content_report_resolved: 'Report outcomes',
  enterprise_updated: 'Enterprise plan updates',
  account_suspended: 'Account suspension',
  event_check_in: 'Event check-in points',
  message_unread: 'Unread messages',
  advertiser_permit_expiring: 'Advertiser Permit expiry reminders',
};

/** A notification as the API returns it (times are ISO strings). */
export const notificationSchema = z.object({
  id: z.uuid(),
  type: notificationTypeSchema,
  title: z.string(),
  message: z.string(),
  /** An in-app path such as /my-applications, or null. */
  link: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const listNotificationsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(NOTIFICATION_LIST_LIMIT).default(NOTIFICATION_LIST_LIMIT),
});
export type ListNotificationsQuery = z.infer<typeof listNotificationsQuery>;

export const notificationIdParam = z.object({ id: z.uuid('Invalid notification id') });

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  /** Unread, unexpired notifications of the user (all of them, not only the listed ones). */
  unreadCount: z.int().nonnegative(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** Answer of every mutating notification route: the badge value after the change. */
export const notificationUnreadCountSchema = z.object({ unreadCount: z.int().nonnegative() });
export type NotificationUnreadCount = z.infer<typeof notificationUnreadCountSchema>;

/** Answer of POST /api/notifications/read-all: the badge value and how many were marked read. */
/** Answer of PATCH /api/notifications/:id/read: the notification and the badge value. */
export const markNotificationReadSchema = notificationUnreadCountSchema.extend({
  notification: notificationSchema,
});

export const markAllNotificationsReadSchema = notificationUnreadCountSchema.extend({
  updated: z.int().nonnegative(),
});

export const notificationPreferenceSchema = z.object({
  type: notificationTypeSchema,
  enabled: z.boolean(),
  emailEnabled: z.boolean(),
  pushEnabled: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

/** One entry per notification type; a type without a stored row has every flag on. */
export const notificationPreferenceListSchema = z.object({
  preferences: z.array(notificationPreferenceSchema),
});
export type NotificationPreferenceList = z.infer<typeof notificationPreferenceListSchema>;

export const notificationPreferenceChange = z
  .strictObject({
    type: notificationTypeSchema,
    enabled: z.boolean().optional(),
    emailEnabled: z.boolean().optional(),
    pushEnabled: z.boolean().optional(),
  })
  .refine(
    (change) =>
      change.enabled !== undefined || change.emailEnabled !== undefined || change.pushEnabled !== undefined,
    { message: 'Change at least one of enabled, emailEnabled, pushEnabled' },
  );
export type NotificationPreferenceChange = z.infer<typeof notificationPreferenceChange>;

export const updateNotificationPreferencesInput = z.strictObject({
  preferences: z
    .array(notificationPreferenceChange)
    .min(1, 'Send at least one preference')
    .max(NOTIFICATION_TYPES.length)
    .refine((changes) => new Set(changes.map((change) => change.type)).size === changes.length, {
      message: 'Each notification type may appear once',
    }),
});
export type UpdateNotificationPreferencesInput = z.infer<typeof updateNotificationPreferencesInput>;

/** Realtime events (SSE) the notifications module publishes to the owner's streams. */
export const NOTIFICATION_EVENTS = {
  /** data: Notification */
  created: 'notification.created',
  /** data: NotificationUpdatedEvent */
  updated: 'notification.updated',
  /** data: NotificationDeletedEvent */
  deleted: 'notification.deleted',
  /** data: NotificationPreferenceList */
  preferencesUpdated: 'notification.preferences-updated',
} as const;

export interface NotificationUpdatedEvent extends NotificationUnreadCount {
  ids: string[];
  isRead: boolean;
}

export interface NotificationDeletedEvent extends NotificationUnreadCount {
  id: string;
}

export const NOTIFICATION_ICON_KINDS = [
  'message',
  'document',
  'view',
  'payment',
  'user',
  'link',
  /** Points earned (an event check-in). */
  'points',
  'other',
] as const;
export type NotificationIconKind = (typeof NOTIFICATION_ICON_KINDS)[number];

export const NOTIFICATION_COLORS = ['green', 'red', 'blue', 'purple', 'orange', 'grey'] as const;
export type NotificationColor = (typeof NOTIFICATION_COLORS)[number];

export interface NotificationAppearance {
  icon: NotificationIconKind;
  color: NotificationColor;
}

const APPEARANCE_BY_TYPE: Record<NotificationType, NotificationAppearance> = {
  chat_request: { icon: 'message', color: 'blue' },
  chat_accepted: { icon: 'message', color: 'green' },
  chat_declined: { icon: 'message', color: 'red' },
  campaign_invite: { icon: 'link', color: 'blue' },
  application_accepted: { icon: 'document', color: 'green' },
  application_rejected: { icon: 'document', color: 'red' },
  profile_viewed: { icon: 'view', color: 'purple' },
  content_submitted: { icon: 'document', color: 'grey' },
  payment_received: { icon: 'payment', color: 'green' },
  agent_request: { icon: 'user', color: 'grey' },
  system_update: { icon: 'other', color: 'orange' },
  application_received: { icon: 'document', color: 'blue' },
  negotiation_counter_offer: { icon: 'payment', color: 'blue' },
  negotiation_accepted: { icon: 'payment', color: 'green' },
  negotiation_rejected: { icon: 'payment', color: 'red' },
  agent_request_accepted: { icon: 'user', color: 'green' },
  agent_request_declined: { icon: 'user', color: 'red' },
  submission_approved: { icon: 'document', color: 'green' },
  submission_revision_requested: { icon: 'document', color: 'orange' },
  submission_rejected: { icon: 'document', color: 'red' },
  submission_deadline_reminder: { icon: 'other', color: 'orange' },
  results_submitted: { icon: 'document', color: 'grey' },
  results_approved: { icon: 'document', color: 'green' },
  results_correction_requested: { icon: 'document', color: 'orange' },
  verification_approved: { icon: 'user', color: 'green' },
  verification_rejected: { icon: 'user', color: 'red' },
  dispute_opened: { icon: 'document', color: 'orange' },
  dispute_updated: { icon: 'document', color: 'blue' },
  support_reply: { icon: 'message', color: 'blue' },
  campaign_moderated: { icon: 'other', color: 'orange' },
  content_report_resolved: { icon: 'other', color: 'grey' },
  enterprise_updated: { icon: 'payment', color: 'green' },
  account_suspended: { icon: 'user', color: 'red' },
  event_check_in: { icon: 'points', color: 'green' },
  message_unread: { icon: 'message', color: 'blue' },
  advertiser_permit_expiring: { icon: 'user', color: 'orange' },
};

const FALLBACK_APPEARANCE: NotificationAppearance = { icon: 'other', color: 'grey' };

/**
 * Icon and colour of a notification in the bell. Green: accepted, received, payment, content
 * or results approved; red: rejected, declined; blue: chat request, campaign invite; purple: profile
 * viewed; orange: system update, revision or correction requested, deadline reminder; grey otherwise
 * (including types this build does not know yet).
 */
export function notificationAppearance(type: string): NotificationAppearance {
  return Object.hasOwn(APPEARANCE_BY_TYPE, type)
    ? APPEARANCE_BY_TYPE[type as NotificationType]
    : FALLBACK_APPEARANCE;
}

/** The badge text: the count, '99+' above the cap, nothing at 0. */
export function notificationBadgeLabel(unreadCount: number): string {
  if (unreadCount <= 0) return '';
  return unreadCount > NOTIFICATION_BADGE_CAP ? `${NOTIFICATION_BADGE_CAP}+` : String(unreadCount);
}
