import { z } from 'zod';

// The admin console's Overview and Analytics tabs (issue 19 item 2, decision 0060).

/** Days the analytics charts cover, today included (spec 03: the last 30 platform_analytics records). */
export const PLATFORM_ANALYTICS_DAYS = 30;

/** The account types counted in sign-ups, in chart order. */
export const SIGN_UP_SERIES = ['creator', 'brand', 'agent', 'admin'] as const;
export type SignUpSeries = (typeof SIGN_UP_SERIES)[number];

const count = z.int().nonnegative();

/** GET /api/admin/overview: the six summary cards, from the database as it is now. */
export const adminOverviewSchema = z.object({
  totalUsers: count,
  activeCampaigns: count,
  pendingVerifications: count,
  openDisputes: count,
  totalCampaigns: count,
  /** Completed payments in fils (refunded, failed, cancelled and pending ones excluded). */
  revenue: z.object({
    /** Since the start of this month in the UAE. */
    thisMonthFils: count,
    allTimeFils: count,
  }),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** One UAE day of platform figures (a platform_analytics snapshot, or today so far). */
export const platformDaySchema = z.object({
  date: z.iso.date(),
  /** Accounts at the end of the day (now, for today). */
  totalUsers: count,
  signUps: z.object({ creator: count, brand: count, agent: count, admin: count }),
  campaigns: count,
  applications: count,
  approvals: count,
  redemptions: count,
  revenueFils: count,
});
export type PlatformDay = z.infer<typeof platformDaySchema>;

/** GET /api/admin/analytics: the last 30 days, oldest first, today last (figures so far). */
export const adminAnalyticsSchema = z.object({
  days: z.array(platformDaySchema),
  /** The latest day the daily job has recorded; null before its first run. */
  recordedThrough: z.iso.date().nullable(),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;
