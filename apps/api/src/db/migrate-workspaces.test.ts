import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { migrationsFolder } from './migrate';

// Migration 0011 (issue 14, decision 0041) turns every brand account into a workspace: data of
// an install at 0010 keeps its keys, and its brand user becomes the owner.

/** The last migration before workspaces: the database is staged at it with the old column names. */
const BEFORE_WORKSPACES = 10;

interface Journal {
  entries: { idx: number }[];
}

/** A copy of the migrations folder whose journal stops at `lastIdx`. */
async function migrationsUpTo(lastIdx: number): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'partnerly-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as Journal;
  journal.entries = journal.entries.filter((entry) => entry.idx <= lastIdx);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

const brandId = 'brand-user-0010';
const creatorId = 'creator-user-0010';
const mainProfileId = '5b7c1d3e-1111-4a2b-8c3d-000000000001';
const outletProfileId = '5b7c1d3e-1111-4a2b-8c3d-000000000002';
const campaignId = '5b7c1d3e-2222-4a2b-8c3d-000000000001';
const paymentId = '5b7c1d3e-3333-4a2b-8c3d-000000000001';

describe('migration 0011 (workspaces) on data of an install at 0010', () => {
  let database: Database;
  let oldFolder: string;
  const run = (text: string, values: unknown[] = []) => database.executeSql(text, values);
  const rows = async (text: string, values: unknown[] = []) => (await run(text, values)).rows;
  const migrateWith = (migrationsFolder: string) =>
    migrate(database.db as unknown as PgliteDatabase, { migrationsFolder });

  beforeAll(async () => {
    database = await openDatabase({});
    oldFolder = await migrationsUpTo(BEFORE_WORKSPACES);
    await migrateWith(oldFolder);

    await run(
      `insert into auth_users (id, name, email) values ($1, 'Brand', 'brand@example.com'), ($2, 'Creator', 'creator@example.com')`,
      [brandId, creatorId],
    );
    await run(
      `insert into profiles (id, email, user_type) values ($1, 'brand@example.com', 'brand'), ($2, 'creator@example.com', 'creator')`,
      [brandId, creatorId],
    );
    // The outlet is created first: the main profile wins by is_main_profile, not by age.
    await run(
      `insert into brand_profiles (id, user_id, profile_name, is_main_profile, created_at) values
        ($1, $3, 'Outlet', false, now() - interval '1 day'), ($2, $3, 'Main', true, now())`,
      [outletProfileId, mainProfileId, brandId],
    );
    await run(
      `insert into subscription_plans (id, name, price_id, description, sort_order, max_campaigns,
        max_creators_per_campaign, max_private_qr_codes_monthly, max_redemptions_per_code, max_team_members)
       values ('basic', 'Basic', 'basic_320_aed', 'Basic', 1, 4, 2, 2, 25, 1) on conflict (id) do nothing`,
    );
    await run(
      `insert into brand_subscriptions (user_id, plan_id, status, billing_cycle_start, next_renewal_date, created_at, updated_at)
       values ($1, 'basic', 'active', now(), now() + interval '30 days', now(), now())`,
      [brandId],
    );
    await run(
      `insert into payments (id, user_id, plan_id, purpose, provider, idempotency_key, amount_fils, currency, created_at, updated_at)
       values ($1, $2, 'basic', 'subscribe', 'sandbox', 'key-0010', 32000, 'AED', now(), now())`,
      [paymentId, brandId],
    );
    await run(
      `insert into campaigns (id, brand_id, title, description, campaign_type, niche, application_deadline)
       values ($1, $2, 'Old campaign', 'From before workspaces', 'content', 'Food & Dining', '2999-12-31')`,
      [campaignId, brandId],
    );

    await migrateWith(migrationsFolder);
  });

  afterAll(async () => {
    await database?.close();
    if (oldFolder) await rm(oldFolder, { recursive: true, force: true });
  });

  it('makes the brand user the owner of a workspace with their id, and gives the creator none', async () => {
    expect(await rows('select id from workspaces')).toEqual([{ id: brandId }]);
    expect(await rows('select workspace_id, user_id, role from workspace_members')).toEqual([
      { workspace_id: brandId, user_id: brandId, role: 'owner' },
    ]);
    expect(await rows('select 1 from workspace_members where user_id = $1', [creatorId])).toEqual([]);
  });

  it("keeps the brand's profiles, subscription and payments under the workspace", async () => {
    expect(await rows('select id, workspace_id from brand_profiles order by profile_name')).toEqual([
      { id: mainProfileId, workspace_id: brandId },
      { id: outletProfileId, workspace_id: brandId },
    ]);
    expect(await rows('select workspace_id, plan_id, status from brand_subscriptions')).toEqual([
      { workspace_id: brandId, plan_id: 'basic', status: 'active' },
    ]);
    expect(await rows('select id, workspace_id, created_by from payments')).toEqual([
      { id: paymentId, workspace_id: brandId, created_by: brandId },
    ]);
  });

  it("puts each campaign under the workspace's main profile", async () => {
    expect(await rows('select id, brand_id, brand_profile_id from campaigns')).toEqual([
      { id: campaignId, brand_id: brandId, brand_profile_id: mainProfileId },
    ]);
  });

  it('leaves no user_id column on the tables that moved to workspaces', async () => {
    const leftover = await rows(
      `select table_name from information_schema.columns
       where table_schema = 'public' and column_name = 'user_id'
         and table_name in ('brand_profiles', 'brand_defaults', 'brand_subscriptions', 'payments',
           'payment_attempt_logs', 'subscription_usage', 'enterprise_limit_requests')`,
    );
    expect(leftover).toEqual([]);
  });
});
