// In-app paths that the content workflow's notifications open (issue 15).

export const SUBMISSION_LINKS = {
  /** The creator's campaign work panel of one application. */
  campaignWork: (campaignId: string, applicationId: string) =>
    `/dashboard?tab=campaign-work&campaign=${campaignId}&application=${applicationId}`,
  /** The brand's Submissions view of one campaign. */
  brandSubmissions: (campaignId: string) => `/dashboard?tab=submissions&campaign=${campaignId}`,
  /** The same view with the campaign's report open (where final results are reviewed, issue 16). */
  brandReport: (campaignId: string) =>
    `/dashboard?tab=submissions&campaign=${campaignId}&report=${campaignId}`,
} as const;
