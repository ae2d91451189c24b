import type { PasswordHashing } from './modules/auth/password-hashing';
import type { UserType } from '@partnerly/contracts';
import type { Env } from './config/env';
import type { Database } from './db/client';
import type { EventBus } from './integrations/events/event-bus';
import type { JobQueue } from './integrations/jobs/job-queue';
import type { MailService } from './integrations/mailer/mail-service';
import type { PaymentProvider } from './integrations/payments/payment-provider';
import type { Storage } from './integrations/storage/storage';
import type { Auth, AuthSession } from './modules/auth/auth';
import type { BrandProfileRow } from './modules/brand-profiles/brand-profile-view';
import type { CampaignFeedCache } from './modules/campaigns/list-campaign-feed';
import type { Membership } from './modules/workspaces/membership';

/** Everything a module needs, built once by server.ts (or the test harness). */
export interface AppDeps {
  env: Env;
  database: Database;
  /** Queues e-mails for delivery (retried); see integrations/mailer. */
  mail: MailService;
  /** Durable background jobs with retries and cron schedules (pg-boss); see integrations/jobs. */
  jobs: JobQueue;
  events: EventBus;
  /** Public feed pages shared between viewers; emptied by announceFeedChange. */
  feedCache: CampaignFeedCache;
  storage: Storage;
  /** Ziina, or the local sandbox checkout when no Ziina key is configured. */
  payments: PaymentProvider;
  auth: Auth;
  /** The origin users reach the app at, e.g. http://localhost:3000 (no trailing slash). */
  publicUrl: string;
  /** Directory of the built SPA to serve; unset in API-only tests. */
  webDistDir?: string;
  /**
   * Aborted when the process starts to stop (SIGTERM/SIGINT, server.ts): /api/ready answers
   * 503 and open event streams end, while requests in flight finish.
   */
  draining: AbortSignal;
  /**
   * Checks every answer against its route's description (openapi/describe.ts) and fails the
   * request when they differ; set by createTestApp, so every API test checks the contracts.
   */
  checkResponses?: boolean;
  /** Replaces better-auth's password hashing (a cheap cost in tests); unset in the app. */
  passwordHashing?: PasswordHashing;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    /** This request's id (X-Request-Id), on every log line written while it runs. */
    requestId: string;
    user: AuthSession['user'] | null;
    session: AuthSession['session'] | null;
    /** Set by requireRole. */
    userType: UserType;
    /**
     * The brand profile the request acts as (null: the account has none yet), resolved once
     * from the X-Brand-Profile-Id header by brand-profiles.guards.ts; unset until first asked.
     */
    actingBrandProfile?: BrandProfileRow | null;
    /** The brand workspace of the request, resolved on first use by workspaces.guards.ts. */
    workspace?: Membership;
  };
}
