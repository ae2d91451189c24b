import type { AdminCampaignListParams, AdminReportListParams } from '@partnerly/contracts';

// Query keys of the Campaigns and Reports tabs. They start with 'admin' (the console's root), so
// ending the admin elevation drops them; a decision refetches the whole ['admin', 'moderation']
// prefix (a take-down changes a campaign's status and its open reports).
export const moderationKeys = {
  all: ['admin', 'moderation'] as const,
  campaigns: (params: AdminCampaignListParams) => ['admin', 'moderation', 'campaigns', params] as const,
  reports: (params: AdminReportListParams) => ['admin', 'moderation', 'reports', params] as const,
  reportedConversation: (reportId: string) =>
    ['admin', 'moderation', 'reported-conversation', reportId] as const,
};
