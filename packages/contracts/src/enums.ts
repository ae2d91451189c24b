export const USER_TYPES = ['creator', 'brand', 'agent', 'agency', 'admin', 'super_admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** The types a visitor may choose at sign-up (agency is 'Coming Soon'). */
export const SIGN_UP_USER_TYPES = ['creator', 'brand'] as const;
export type SignUpUserType = (typeof SIGN_UP_USER_TYPES)[number];

export const VERIFICATION_STATUSES = ['unverified', 'pending', 'verified'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const GENDERS = ['male', 'female', 'non-binary', 'prefer-not-to-say'] as const;
export type Gender = (typeof GENDERS)[number];

export const NOTIFICATION_TYPES = [
  'chat_request',
  'chat_accepted',
  'chat_declined',
  'campaign_invite',
  'application_accepted',
  'application_rejected',
  'profile_viewed',
  'content_submitted',
  'payment_received',
  'agent_request',
  'system_update',
  // applications and agents (issue 7)
  'application_received',
  'negotiation_counter_offer',
  'negotiation_accepted',
  'negotiation_rejected',
  'agent_request_accepted',
  'agent_request_declined',
  // content submissions (issue 15)
  'submission_approved',
  'submission_revision_requested',
  'submission_rejected',
  'submission_deadline_reminder',
  // final results and payouts (issue 16)
  'results_submitted',
  'results_approved',
  'results_correction_requested',
  // admin console (issue 19)
  'verification_approved',
  'verification_rejected',
  'dispute_opened',
  'dispute_updated',
  'support_reply',
  'campaign_moderated',
  'content_report_resolved',
  'enterprise_updated',
  'account_suspended',
  'event_check_in',
  // messaging (issue 22): the e-mail of a message left unread for 15 minutes (no bell entry)
  'message_unread',
  // UAE Advertiser Permit (issue 24): its expiry reminders
  'advertiser_permit_expiring',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
