// Redemption benchmark (issue 18; quality bar 'Benchmarks as ratios': the API figure beside
// the bare database work run directly in the same run).
//
// Creates a fresh database on the server named by BENCH_DATABASE_URL, migrates it, writes one
// workspace with its owner and one private code of effectively unlimited uses straight into it,
// and starts the API on it (the bundle `npm start` runs, behind a trusted proxy so each request
// may name its own client address). Then:
//   devices - N page loads (GET /api/redeem/{code}), each from its own address, give N
//             signed device cookies (not measured)
//   api     - N redemptions (POST /api/redeem/{code}) at C connections, each with its own
//             device cookie, address and fingerprint: all succeed
//   db      - the redemption's transaction alone (the INSERT ... ON CONFLICT of the success
//             row, the conditional UPDATE of remaining_uses and the fingerprint rule's SELECT)
//             N times through postgres.js at C concurrent callers, on a pool as large as the
//             API's
//   db, all - every statement the API sends for a redemption (allowance, code look-up, the
//             transaction; its events are coalesced, a few a second), the same way: the API's
//             own overhead is the rest
// The last line reads `redeem p95_ms=<n> api_rps=<n> db_rps=<n>` (p95 of the API at C).
//
//   npm run bench:redeem [-- --redemptions N --connections C --skip-build --keep]
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { openDatabase } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { seedReferenceData } from '../apps/api/src/db/seed/reference';
import { seedSubscriptionPlans } from '../apps/api/src/modules/subscriptions/plans/seed-plans';
import { REPO_ROOT, killServer, makeTempDir, removeDir, startServer } from '../apps/api/src/test/process';
import { summarize, type Run } from './lib/latency';

const args = process.argv.slice(2);
const argument = (name: string) =>
  args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined;
const option = (name: string, fallback: number) => Number(argument(name) ?? fallback);
const REDEMPTIONS = option('redemptions', 10_000);
const CONNECTIONS = option('connections', 64);
const WARM_UP = 200;
/** The API's pool (openDatabase's default): the direct transactions get as many connections. */
const SERVER_POOL = 10;
const SHOULD_KEEP = args.includes('--keep');
const SERVER_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
/** Effectively unlimited: nothing in the run comes near it. */
const UNLIMITED_USES = 2_000_000_000;
const CODE = 'BENCH-AAAAAA';

type Sql = postgres.Sql;

/** A distinct client address for request `index` (10.0.0.0/8 holds 16 million). */
const addressOf = (index: number) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
const fingerprint = () => randomBytes(24).toString('base64url');

async function seedCode(sql: Sql): Promise<{ codeId: string; workspaceId: string }> {
  const workspaceId = 'bench-redeem-workspace';
  const ownerId = 'bench-redeem-owner';
  await sql`insert into auth_users (id, name, email, email_verified) values (${ownerId}, 'Bench Owner', 'owner@bench.local', true)`;
  await sql`insert into workspaces (id) values (${workspaceId})`;
  await sql`insert into workspace_members (workspace_id, user_id, role) values (${workspaceId}, ${ownerId}, 'owner')`;
  const [code] = await sql<{ id: string }[]>`
    insert into private_referral_codes
      (workspace_id, created_by, code, campaign_name, discount_description, max_uses, remaining_uses)
    values (${workspaceId}, ${ownerId}, ${CODE}, 'Bench', '20% off', ${UNLIMITED_USES}, ${UNLIMITED_USES})
    returning id`;
  return { codeId: code!.id, workspaceId };
}

/** N device cookies, each from a page load of its own address, `CONNECTIONS` at a time. */
async function mintDevices(baseUrl: string, count: number, firstAddress: number): Promise<string[]> {
  const cookies: string[] = new Array<string>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const response = await fetch(`${baseUrl}/api/redeem/${CODE}`, {
        headers: { 'x-forwarded-for': addressOf(firstAddress + index) },
      });
      await response.arrayBuffer();
      const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
      if (response.status !== 200 || !cookie) throw new Error(`The page load answered ${response.status}`);
      cookies[index] = cookie;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return cookies;
}

/** One POST per device cookie at CONNECTIONS connections; only 200s count as redemptions. */
async function runApiLoad(baseUrl: string, cookies: string[], firstAddress: number): Promise<Run> {
  let next = 0;
  const latencies: number[] = [];
  let errors = 0;
  const statuses = new Map<number, number>();
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections: CONNECTIONS,
        amount: cookies.length,
        timeout: 60,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => {
              const index = next++ % cookies.length;
              return {
                ...request,
                path: `/api/redeem/${CODE}`,
                headers: {
                  'content-type': 'application/json',
                  cookie: cookies[index]!,
                  'x-forwarded-for': addressOf(firstAddress + index),
                },
                body: JSON.stringify({ fingerprint: fingerprint() }),
              };
            },
          },
        ],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
      if (statusCode === 200) latencies.push(responseTime);
      else errors++;
    });
  });
  const seconds = (performance.now() - started) / 1000;
  if (errors > 0) console.log(`API answers by status: ${JSON.stringify(Object.fromEntries(statuses))}`);
  return summarize(latencies, seconds, errors + result.errors + result.timeouts, 0);
}

/** The statements of the API's redemption transaction (redeem-code.ts), as plain SQL. */
async function redeemDirectly(sql: Sql, codeId: string): Promise<void> {
  const now = new Date();
  const device = randomBytes(32).toString('hex');
  const client = randomBytes(32).toString('hex');
  const print = fingerprint().slice(0, 32);
  await sql.begin(async (tx) => {
    const [inserted] = await tx<{ id: string }[]>`
      insert into private_code_redemptions (code_id, device, fingerprint, client, success, redeemed_at)
      values (${codeId}, ${device}, ${print}, ${client}, true, ${now})
      on conflict (code_id, device) where success do nothing
      returning id`;
    if (!inserted) throw new Error('already redeemed');
    const [updated] = await tx`
      update private_referral_codes
      set remaining_uses = remaining_uses - 1, updated_at = ${now}
      where id = ${codeId} and status = 'active' and remaining_uses > 0
        and (expires_at is null or expires_at > ${now})
      returning remaining_uses, status`;
    if (!updated) throw new Error('not redeemable');
    const [twin] = await tx`
      select id from private_code_redemptions
      where code_id = ${codeId} and success = true and fingerprint = ${print} and client = ${client}
        and id <> ${inserted.id}
      limit 1`;
    if (twin) throw new Error('same fingerprint and network');
  });
}

/**
 * Every statement the API sends for one redemption, as plain SQL: the network's allowance
 * (db/rate-limits.ts), the code with its brand profiles (redemption-code.ts), the transaction,
 * and the transaction. The events after it (the code's live state, the workspace's refetch) are
 * coalesced per code and per workspace (redemption-events.ts): at a load like this one a handful
 * a second, not one per redemption, so they are not part of a redemption's statements.
 */
async function redeemWithEverything(sql: Sql, codeId: string): Promise<void> {
  const now = Date.now();
  const key = `redemption-attempts:${randomBytes(32).toString('hex')}`;
  const windowOver = now - 60_000;
  const [allowance] = await sql`
    insert into auth_rate_limits (id, key, count, last_request) values (${randomBytes(16).toString('hex')}, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when auth_rate_limits.last_request <= ${windowOver} then 1 else auth_rate_limits.count + 1 end,
      last_request = case when auth_rate_limits.last_request <= ${windowOver} then ${now} else auth_rate_limits.last_request end
    where auth_rate_limits.last_request <= ${windowOver} or auth_rate_limits.count::bigint + 1 <= 10
    returning last_request`;
  if (!allowance) throw new Error('rate limited');
  await sql`
    select c.*, c.workspace_id as "workspaceId", own.company_name, own.profile_name, own.profile_image_upload_id,
      main.company_name, main.profile_name, main.profile_image_upload_id
    from private_referral_codes c
    left join brand_profiles own on own.id = c.brand_profile_id
    left join brand_profiles main on main.workspace_id = c.workspace_id and main.is_main_profile = true
    where c.code = ${CODE}`;
  await redeemDirectly(sql, codeId);
}

async function runDbLoad(
  sql: Sql,
  codeId: string,
  count: number,
  redeem: (sql: Sql, codeId: string) => Promise<void> = redeemDirectly,
): Promise<Run> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next++ < count) {
      const at = performance.now();
      try {
        await redeem(sql, codeId);
        latencies.push(performance.now() - at);
      } catch (error) {
        if (errors++ === 0) console.error(error);
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return summarize(latencies, (performance.now() - started) / 1000, errors, 0);
}

const line = (label: string, run: Run) =>
  `${label}: ${run.rps} redemptions/s, p50 ${run.p50} ms, p95 ${run.p95} ms (${run.requests} redeemed, ${run.errors} errors)`;

async function main(): Promise<void> {
  if (!args.includes('--skip-build')) {
    console.log('Building the API bundle...');
    execFileSync('npm', ['run', 'build', '-w', '@partnerly/api'], { cwd: REPO_ROOT, stdio: 'ignore' });
  }
  const name = `partnerly_bench_${randomBytes(4).toString('hex')}`;
  const admin = postgres(SERVER_URL, { max: 1, onnotice: () => {} });
  const benchUrl = Object.assign(new URL(SERVER_URL), { pathname: `/${name}` }).toString();
  const dataDir = await makeTempDir('partnerly-bench-redeem-');
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  const sql = postgres(benchUrl, { max: SERVER_POOL, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  try {
    const database = await openDatabase({ url: benchUrl, maxConnections: 2 });
    await runMigrations(database);
    await seedReferenceData(database.db);
    await seedSubscriptionPlans(database.db);
    await database.close();
    const { codeId } = await seedCode(sql);

    server = await startServer({
      dataDir: path.join(dataDir, 'data'),
      env: {
        DATABASE_URL: benchUrl,
        NODE_ENV: 'production',
        PAYMENTS_SANDBOX: 'true',
        // Each request names its client address in X-Forwarded-For, as a proxy would.
        TRUSTED_PROXY: 'true',
        AUTH_SECRET: randomBytes(24).toString('hex'),
      },
      command: { args: ['dist/server.js'], cwd: path.join(REPO_ROOT, 'apps/api') },
    });
    console.log(`Database ${name}: code ${CODE} with ${UNLIMITED_USES} uses; ${CONNECTIONS} connections.`);
    const warmUpDevices = await mintDevices(server.baseUrl, WARM_UP, 0);
    await runApiLoad(server.baseUrl, warmUpDevices, 0); // JIT, plans, pools
    const devices = await mintDevices(server.baseUrl, REDEMPTIONS, WARM_UP);
    const api = await runApiLoad(server.baseUrl, devices, WARM_UP);
    await killServer(server);
    server = undefined;

    await runDbLoad(sql, codeId, WARM_UP);
    const db = await runDbLoad(sql, codeId, REDEMPTIONS);
    const everything = await runDbLoad(sql, codeId, REDEMPTIONS, redeemWithEverything);

    const [stored] = await sql<{ remaining: number; successes: string }[]>`
      select remaining_uses as remaining,
        (select count(*) from private_code_redemptions where code_id = ${codeId} and success) as successes
      from private_referral_codes where id = ${codeId}`;
    const successes = Number(stored!.successes);
    console.log(
      `Check: ${successes} success rows, ${UNLIMITED_USES - stored!.remaining} uses taken ` +
        `(${successes === UNLIMITED_USES - stored!.remaining ? 'consistent' : 'INCONSISTENT'}).`,
    );
    console.log(line(`API, ${CONNECTIONS} connections (${REDEMPTIONS} redemptions)`, api));
    console.log(line(`Transaction alone, ${CONNECTIONS} callers on ${SERVER_POOL} connections`, db));
    console.log(
      line(`Every statement the API sends, ${CONNECTIONS} callers on ${SERVER_POOL} connections`, everything),
    );
    console.log(
      `API p95 is ${(api.p95 / Math.max(db.p95, 0.1)).toFixed(2)}x the transaction's; ` +
        `API throughput is ${Math.round((api.rps / Math.max(db.rps, 0.1)) * 100)}% of the transaction's.`,
    );
    console.log(
      `Against every statement it sends: API p95 ${(api.p95 / Math.max(everything.p95, 0.1)).toFixed(2)}x, ` +
        `throughput ${Math.round((api.rps / Math.max(everything.rps, 0.1)) * 100)}%.`,
    );
    const load = loadavg().map((value) => value.toFixed(1));
    console.log(`Machine: ${cpus().length} CPUs, load average ${load.join(' / ')} (1 / 5 / 15 min).`);
    console.log(`redeem p95_ms=${api.p95} api_rps=${api.rps} db_rps=${db.rps}`);
  } finally {
    if (server) await killServer(server);
    await sql.end({ timeout: 5 });
    if (SHOULD_KEEP) console.log(`Kept database ${name}.`);
    else await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
    await removeDir(dataDir);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
