import { z } from 'zod';
import { ENGAGEMENT_LEVELS } from './engagement';

// The creator dashboard (issue 21; spec 03 'Creator dashboard', 'Profile completion card',
// creator_performance_summary): four stat cards, the Performance card and the profile
// completion card, each computed on the server.

/** The dashboard's tabs, in order, as ?tab= values (the overview is the default). */
export const CREATOR_DASHBOARD_TABS = [
  'overview',
  'campaigns',
  'workspace',
  'calendar',
  'affiliate',
] as const;
export type CreatorDashboardTab = (typeof CREATOR_DASHBOARD_TABS)[number];

export const CREATOR_DASHBOARD_TAB_LABELS: Record<CreatorDashboardTab, string> = {
  overview: 'Dashboard',
  campaigns: 'Campaigns',
  workspace: 'Workspace',
  calendar: 'Calendar',
  affiliate: 'Affiliate Hub',
};

/** The Performance card's trend covers this many of the latest completed results. */
export const PERFORMANCE_TREND_LENGTH = 6;
/** Below this completion the card shows the stronger prompt (spec 03). */
export const PROFILE_COMPLETION_STRONG_PROMPT_BELOW = 60;

/** GET /api/creator-dashboard: the stat cards and the Performance card. */
export const creatorDashboardSchema = z.object({
  stats: z.object({
    /** Every application the creator made or an agent made for them (withdrawn ones left out). */
    applications: z.number().int(),
    /** Of those, approved (approved, in progress or completed work). */
    approved: z.number().int(),
    /** Affiliate codes with status active. */
    activeCodes: z.number().int(),
    /** AED paid out to the creator in the current calendar month in Asia/Dubai. */
    earningsPaidThisMonth: z.number(),
  }),
  performance: z.object({
    /** Completed results (content approved by the brand) the figures cover. */
    completedResults: z.number().int(),
    /** The mean engagement score of those results, 0..100; null before the first. */
    engagementScore: z.number().int().nullable(),
    engagementLevel: z.enum(ENGAGEMENT_LEVELS).nullable(),
    /** Views summed over those results. */
    totalReach: z.number().int(),
    /** The latest PERFORMANCE_TREND_LENGTH results, oldest first. */
    trend: z.array(
      z.object({
        campaignTitle: z.string(),
        /** When the brand approved the result. */
        completedAt: z.iso.datetime(),
        engagementScore: z.number().int(),
        views: z.number().int(),
      }),
    ),
  }),
});
export type CreatorDashboard = z.infer<typeof creatorDashboardSchema>;

/** What the completion percentage counts, each field worth the same share. */
export const PROFILE_COMPLETION_FIELDS = [
  'photo',
  'name',
  'bio',
  'location',
  'categories',
  'socialHandle',
  'followers',
  'engagementRate',
  'ratePerPost',
  'socialLinks',
] as const;
export type ProfileCompletionField = (typeof PROFILE_COMPLETION_FIELDS)[number];

export const PROFILE_COMPLETION_FIELD_LABELS: Record<ProfileCompletionField, string> = {
  photo: 'Profile photo',
  name: 'First and last name',
  bio: 'Bio',
  location: 'Location',
  categories: 'Content categories',
  socialHandle: 'A social media handle',
  followers: 'Follower counts',
  engagementRate: 'Engagement rate',
  ratePerPost: 'Rate per post',
  socialLinks: 'Social links on your public page',
};

/** GET /api/me/profile-completion, and the answer of POST …/dismiss. */
export const profileCompletionSchema = z.object({
  /** 0..100, a whole number. */
  percentage: z.number().int().min(0).max(100),
  /** The fields still to fill, in PROFILE_COMPLETION_FIELDS order. */
  missing: z.array(z.enum(PROFILE_COMPLETION_FIELDS)),
  /** The user dismissed the card (on any device). */
  dismissed: z.boolean(),
});
export type ProfileCompletion = z.infer<typeof profileCompletionSchema>;
