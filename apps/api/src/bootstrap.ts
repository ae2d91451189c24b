import type { PasswordHashing } from './modules/auth/password-hashing';
import type { Env } from './config/env';
import type { AppDeps } from './context';
import type { Database } from './db/client';
import { runMigrations } from './db/migrate';
import { isDemoAllowed } from './modules/demo/demo';
import { seedReferenceData } from './db/seed/reference';
import { createEventBus } from './integrations/events/create-event-bus';
import { createJobQueue } from './integrations/jobs/create-job-queue';
import { createMailer } from './integrations/mailer/create-mailer';
import { createQueuedMailService } from './integrations/mailer/mail-service';
import { createPaymentProvider } from './integrations/payments/create-payment-provider';
import { createStorage } from './integrations/storage/create-storage';
import { createAuth } from './modules/auth/auth';
import { resolveAuthSecret } from './modules/auth/auth-secret';
import { seedSubscriptionPlans } from './modules/subscriptions/plans/seed-plans';
import { clearOnFeedChanges, FeedCache } from './modules/campaigns/feed-cache';
import type { CampaignFeedCache } from './modules/campaigns/list-campaign-feed';

export interface DepsOverrides {
  webDistDir?: string;
  publicUrl?: string;
  /** server.ts aborts it to drain; by default never aborted. */
  draining?: AbortSignal;
  /** Replaces better-auth's password hashing: tests pass a cheap one. */
  passwordHashing?: PasswordHashing;
}

/**
 * Applies the migrations and the reference seeds (categories, countries, plans). On a shared
 * PostgreSQL database, call it inside withStartupLock (db/migrate.ts).
 */
export async function prepareDatabase(database: Database): Promise<void> {
  await runMigrations(database);
  await seedReferenceData(database.db);
  await seedSubscriptionPlans(database.db);
}

/**
 * Demo accounts are created on request (SEED_DEMO=true) or, with SEED_DEMO=auto, on the
 * first start of the embedded database only: never by a PostgreSQL start on its own, and
 * never with NODE_ENV=production unless DEMO_IN_PRODUCTION=true.
 */
export function shouldSeedDemo(
  env: Pick<Env, 'SEED_DEMO' | 'DATABASE_URL' | 'NODE_ENV' | 'DEMO_IN_PRODUCTION'>,
  start: { isFirstEmbeddedStart: boolean },
): boolean {
  if (!isDemoAllowed(env)) return false;
  if (env.SEED_DEMO === 'true') return true;
  if (env.SEED_DEMO === 'false') return false;
  return !env.DATABASE_URL && start.isFirstEmbeddedStart;
}

/** Builds the real integrations chosen by the configuration. */
export async function createDeps(
  env: Env,
  database: Database,
  overrides: DepsOverrides = {},
): Promise<AppDeps> {
  const publicUrl = (overrides.publicUrl ?? env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(
    /\/$/,
    '',
  );
  const jobs = createJobQueue(env, database);
  await jobs.start();
  const events = await createEventBus(database);
  const feedCache: CampaignFeedCache = new FeedCache(env.FEED_CACHE_SECONDS * 1000);
  // Unsubscribed when the bus closes (closeDeps).
  clearOnFeedChanges(events, feedCache);
  const base = {
    env,
    database,
    publicUrl,
    jobs,
    mail: await createQueuedMailService(jobs, createMailer(env, database.db), {
      retryLimit: env.MAIL_RETRY_LIMIT,
      retryDelaySeconds: env.MAIL_RETRY_DELAY_SECONDS,
    }),
    events,
    feedCache,
    storage: await createStorage(env),
    payments: createPaymentProvider(env, database.db, publicUrl, resolveAuthSecret(env)),
    webDistDir: overrides.webDistDir,
    draining: overrides.draining ?? new AbortController().signal,
    passwordHashing: overrides.passwordHashing,
  };
  return { ...base, auth: createAuth(base) };
}

/** Stops background work and closes connections owned by the deps (not the database). */
export async function closeDeps(deps: AppDeps): Promise<void> {
  // Workers first: a delivery still running needs the mailer and the database.
  await deps.jobs.stop();
  await deps.mail.close();
  await deps.events.close();
}
