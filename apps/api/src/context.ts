import type { UserType } from '@partnerly/contracts';
import type { Env } from './config/env';
import type { Database } from './db/client';
import type { EventBus } from './integrations/events/event-bus';
import type { JobQueue } from './integrations/jobs/job-queue';
import type { MailService } from './integrations/mailer/mail-service';
import type { PaymentProvider } from './integrations/payments/payment-provider';
import type { Storage } from './integrations/storage/storage';
import type { Auth, AuthSession } from './modules/auth/auth';
import type { CampaignFeedCache } from './modules/campaigns/list-campaign-feed';

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
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    user: AuthSession['user'] | null;
    session: AuthSession['session'] | null;
    /** Set by requireRole. */
    userType: UserType;
  };
}
