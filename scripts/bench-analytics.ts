// Brand analytics benchmark (issue 16; quality bar 'Benchmarks as ratios': the API figure
// beside the same SQL run directly in the same run).
//
// Creates a fresh database on the server named by BENCH_DATABASE_URL, migrates it, starts the
// API on it (the bundle `npm start` runs), signs a brand up, then writes straight into the
// database (bulk inserts of unnest()ed arrays): 1,000 campaigns of that brand's workspace with
// 100,000 results (one application each; 95% approved, most payouts paid, reported over two
// years by 5,000 creators), plus 100,000 results of 100 other workspaces that must not slow it.
// It measures GET /api/analytics, rotating over five filter sets (none; level; minimum reach;
// category; all three):
//   p95     - N requests one after another (what one brand waits for the page's data)
//   api rps - autocannon for S seconds at C connections
//   db      - the very statements the API sends for the same filters (captured from Drizzle's
//             query log), sent the way the API sends them (postgres.js, unnamed statements,
//             the three grouped queries together), one after another and then at C connections
// The last line reads `analytics p95_ms=<n> api_rps=<n> db_rps=<n>`.
//
//   npm run bench:analytics [-- --results N --requests N --seconds S --connections C --skip-build --keep]
//   npm run bench:analytics -- --reuse <database kept earlier> --brand <its brand e-mail>
import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import {
  CONTENT_CATEGORY_IDS,
  brandAnalyticsQuery,
  computeEngagement,
  type BrandAnalyticsQuery,
} from '@partnerly/contracts';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { openDatabase, type Db } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import * as schema from '../apps/api/src/db/schema';
import { seedReferenceData } from '../apps/api/src/db/seed/reference';
import { getBrandAnalytics } from '../apps/api/src/modules/analytics/get-brand-analytics';
import { seedSubscriptionPlans } from '../apps/api/src/modules/subscriptions/plans/seed-plans';
import { REPO_ROOT, killServer, makeTempDir, removeDir, startServer } from '../apps/api/src/test/process';
import { summarize, type Run } from './lib/latency';
import { signUpConfirmed } from './lib/sign-up';

const args = process.argv.slice(2);
const argument = (name: string) =>
  args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined;
const option = (name: string, fallback: number) => Number(argument(name) ?? fallback);
const RESULTS = option('results', 100_000);
const CAMPAIGNS = option('campaigns', 1_000);
const OTHER_RESULTS = option('other-results', 100_000);
const REQUESTS = option('requests', 100);
const SECONDS = option('seconds', 20);
const CONNECTIONS = option('connections', 4);
const CREATORS = 5_000;
const SERVER_POOL = 10;
const OTHER_WORKSPACES = 100;
const REUSED = argument('reuse');
const REUSED_BRAND = argument('brand');
const SHOULD_KEEP = args.includes('--keep') || REUSED !== undefined;
const SERVER_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const BRAND_PASSWORD = 'bench-password-1';
const DAY_MS = 86_400_000;

// ---- deterministic data ---------------------------------------------------------------

let seed = 20_260_116;
/** mulberry32: the same figures on every run. */
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let value = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
  return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

type Sql = postgres.Sql;

/**
 * One bulk insert: `columns` as `name::type`, each filled from one array parameter (sent as
 * text and cast), so thousands of rows travel in one statement of a dozen parameters.
 */
async function insertRows(
  sql: Sql,
  table: string,
  columns: string[],
  rows: (string | null)[][],
): Promise<void> {
  const names = columns.map((column) => column.split('::')[0]!);
  const arrays = names.map((_, index) => rows.map((row) => row[index] ?? null));
  const casts = columns.map((column, index) => `c${index}::${column.split('::')[1]}`);
  const unnest = names.map((_, index) => `$${index + 1}::text[]`).join(', ');
  const aliases = names.map((_, index) => `c${index}`).join(', ');
  await sql.unsafe(
    `insert into ${table} (${names.join(', ')}) select ${casts.join(', ')} from unnest(${unnest}) as u(${aliases})`,
    arrays as never[],
  );
}

async function inBatches<T>(items: T[], size: number, write: (batch: T[]) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += size) await write(items.slice(start, start + size));
}

const iso = (time: number) => new Date(time).toISOString();

/** Creators with a name and one to three categories (the category filter reads them). */
async function seedCreators(sql: Sql): Promise<string[]> {
  const ids = Array.from({ length: CREATORS }, (_, index) => `bench-creator-${index}`);
  await insertRows(
    sql,
    'auth_users',
    ['id::text', 'name::text', 'email::text', 'email_verified::boolean'],
    ids.map((id) => [id, id, `${id}@bench.local`, 'true']),
  );
  await insertRows(
    sql,
    'profiles',
    [
      'id::text',
      'email::text',
      'user_type::user_type',
      'first_name::text',
      'last_name::text',
      'content_categories::jsonb',
    ],
    ids.map((id, index) => {
      const categories = [
        ...new Set([pick(CONTENT_CATEGORY_IDS), pick(CONTENT_CATEGORY_IDS), pick(CONTENT_CATEGORY_IDS)]),
      ];
      return [
        id,
        `${id}@bench.local`,
        'creator',
        'Creator',
        String(index),
        JSON.stringify(categories.slice(0, 1 + Math.floor(random() * 3))),
      ];
    }),
  );
  return ids;
}

/**
 * `campaigns` campaigns of the workspace with `results` results spread evenly over them: each
 * result an approved application of a different creator of the campaign, its figures and the
 * engagement the API would store (computeEngagement), 95% approved by the brand.
 */
async function seedWorkspace(
  sql: Sql,
  workspaceId: string,
  creatorIds: string[],
  campaigns: number,
  results: number,
): Promise<void> {
  const now = Date.now();
  const campaignIds = Array.from({ length: campaigns }, () => randomUUID());
  await insertRows(
    sql,
    'campaigns',
    [
      'id::uuid',
      'brand_id::text',
      'title::text',
      'description::text',
      'campaign_type::campaign_type',
      'niche::text',
      'application_deadline::date',
      'status::campaign_status',
      'created_at::timestamptz',
    ],
    campaignIds.map((id, index) => [
      id,
      workspaceId,
      `Bench campaign ${index + 1}`,
      'A campaign of the analytics benchmark.',
      'content',
      'Other',
      '2999-12-31',
      random() < 0.8 ? 'active' : 'closed',
      iso(now - (campaigns - index) * 0.7 * DAY_MS),
    ]),
  );
  const perCampaign = Math.ceil(results / campaigns);
  const applications: (string | null)[][] = [];
  const figures: (string | null)[][] = [];
  for (let index = 0; index < results; index++) {
    const campaign = Math.floor(index / perCampaign);
    const slot = index % perCampaign;
    // Different creators within a campaign: 53 and the pool size share no factor.
    const creatorId = creatorIds[(campaign * 37 + slot * 53) % creatorIds.length]!;
    const applicationId = randomUUID();
    const isCompleted = random() < 0.95;
    const views = 500 + Math.floor(random() ** 2 * 300_000);
    const likes = Math.floor(views * (0.005 + random() * 0.08));
    const comments = Math.floor(likes * (0.02 + random() * 0.1));
    const shares = Math.floor(likes * random() * 0.2);
    const engagement = computeEngagement({ views, likes, comments, shares });
    const reportedAt = now - random() * 730 * DAY_MS;
    const reviewedAt = isCompleted ? reportedAt + (1 + random() * 4) * DAY_MS : null;
    const isPaid = isCompleted && random() < 0.7;
    applications.push([
      applicationId,
      campaignIds[campaign]!,
      creatorId,
      'in_progress',
      'standard',
      'Bench pitch',
      isCompleted ? 'completed' : 'final_submitted',
      iso(reportedAt - 14 * DAY_MS),
    ]);
    figures.push([
      applicationId,
      campaignIds[campaign]!,
      creatorId,
      'https://instagram.com/p/bench',
      String(views),
      String(likes),
      String(comments),
      String(shares),
      String(engagement.rate),
      String(engagement.score),
      engagement.level,
      isCompleted ? (isPaid ? 'paid' : 'approved') : 'pending',
      isCompleted ? String(100 + Math.floor(random() * 99) * 50) : null,
      isPaid ? iso(reviewedAt!).slice(0, 10) : null,
      iso(reportedAt),
      reviewedAt === null ? null : iso(reviewedAt),
    ]);
  }
  await inBatches(applications, 10_000, (batch) =>
    insertRows(
      sql,
      'campaign_applications',
      [
        'id::uuid',
        'campaign_id::uuid',
        'creator_id::text',
        'status::application_status',
        'application_type::application_type',
        'pitch::text',
        'content_status::content_status',
        'created_at::timestamptz',
      ],
      batch,
    ),
  );
  await inBatches(figures, 10_000, (batch) =>
    insertRows(
      sql,
      'campaign_creator_analytics',
      [
        'application_id::uuid',
        'campaign_id::uuid',
        'creator_id::text',
        'content_url::text',
        'views::bigint',
        'likes::bigint',
        'comments::bigint',
        'shares::bigint',
        'engagement_rate::numeric',
        'engagement_score::integer',
        'engagement_level::engagement_level',
        'payout_status::payout_status',
        'payout_amount::numeric',
        'paid_on::date',
        'final_results_submitted_at::timestamptz',
        'brand_reviewed_at::timestamptz',
      ],
      batch,
    ),
  );
  // The counters the applications module keeps: approved applications not completed yet.
  await sql`
    update campaigns set
      applications_count = counts.total,
      active_creators = counts.active
    from (
      select campaign_id, count(*)::int as total, (count(*) filter (where content_status <> 'completed'))::int as active
      from campaign_applications
      where campaign_id in (select id from campaigns where brand_id = ${workspaceId})
      group by campaign_id
    ) counts
    where counts.campaign_id = campaigns.id and campaigns.brand_id = ${workspaceId}`;
}

async function seedDatabase(sql: Sql, workspaceId: string): Promise<void> {
  const creatorIds = await seedCreators(sql);
  await seedWorkspace(sql, workspaceId, creatorIds, CAMPAIGNS, RESULTS);
  const perWorkspace = Math.ceil(OTHER_RESULTS / OTHER_WORKSPACES);
  for (let index = 0; index < OTHER_WORKSPACES && OTHER_RESULTS > 0; index++) {
    const id = `bench-workspace-${index}`;
    await sql`insert into workspaces (id) values (${id})`;
    await seedWorkspace(sql, id, creatorIds, 10, perWorkspace);
  }
  for (const table of [
    'campaigns',
    'campaign_applications',
    'campaign_creator_analytics',
    'profiles',
    'auth_users',
  ]) {
    await sql.unsafe(`vacuum analyze ${table}`);
  }
}

// ---- measurement ----------------------------------------------------------------------

const FILTER_SETS: BrandAnalyticsQuery[] = [
  {},
  { engagementLevel: 'strong' },
  { minReach: 500_000 },
  { category: 'beauty' },
  { engagementLevel: 'medium', minReach: 100_000, category: 'food' },
].map((filters) => brandAnalyticsQuery.parse(filters));

const pathOf = (filters: BrandAnalyticsQuery) => {
  const params = new URLSearchParams(
    Object.entries(filters).map(([name, value]) => [name, String(value)] as [string, string]),
  );
  return `/api/analytics${params.size > 0 ? `?${params}` : ''}`;
};
const PATHS = FILTER_SETS.map(pathOf);

/** `count` calls of `request` one after another (rotating over the filter sets). */
async function sequential(count: number, request: (index: number) => Promise<boolean>): Promise<Run> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  for (let index = 0; index < count; index++) {
    const at = performance.now();
    if (await request(index)) latencies.push(performance.now() - at);
    else errors++;
  }
  return summarize(latencies, (performance.now() - started) / 1000, errors, 1);
}

async function apiGet(baseUrl: string, cookie: string, index: number): Promise<boolean> {
  const response = await fetch(`${baseUrl}${PATHS[index % PATHS.length]}`, { headers: { cookie } });
  await response.arrayBuffer();
  return response.status === 200;
}

async function runApiLoad(baseUrl: string, cookie: string, seconds: number): Promise<Run> {
  let next = 0;
  const latencies: number[] = [];
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections: CONNECTIONS,
        duration: seconds,
        timeout: 60,
        headers: { cookie },
        requests: [{ setupRequest: (request) => ({ ...request, path: PATHS[next++ % PATHS.length] }) }],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
      else errors++;
    });
  });
  return summarize(latencies, seconds, errors + result.errors + result.timeouts, 1);
}

interface Statement {
  text: string;
  params: unknown[];
}

/**
 * The statements GET /api/analytics sends for each filter set, as Drizzle logs them when the
 * same service function runs against the bench database.
 */
async function captureStatements(url: string, workspaceId: string): Promise<Statement[][]> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  let log: Statement[] = [];
  const db = drizzle(client, {
    schema,
    logger: { logQuery: (text, params) => void log.push({ text, params }) },
  }) as unknown as Db;
  const sets: Statement[][] = [];
  for (const filters of FILTER_SETS) {
    log = [];
    await getBrandAnalytics(db, workspaceId, filters);
    sets.push(log);
  }
  await client.end({ timeout: 5 });
  return sets;
}

/**
 * How many of a request's first statements the service sends together (Promise.all): the
 * campaigns, their grouped figures, and the creators' summaries.
 */
const SENT_TOGETHER = 3;

/** One request's statements the way the service sends them: the grouped ones together, then the rest in turn. */
async function replay(sql: Sql, statements: Statement[]): Promise<void> {
  const send = ({ text, params }: Statement) => sql.unsafe(text, params as never[], { prepare: false });
  await Promise.all(statements.slice(0, SENT_TOGETHER).map(send));
  for (const statement of statements.slice(SENT_TOGETHER)) await send(statement);
}

async function runDbLoad(sql: Sql, sets: Statement[][], seconds: number): Promise<Run> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const endAt = Date.now() + seconds * 1000;
  const worker = async () => {
    while (Date.now() < endAt) {
      const started = performance.now();
      try {
        await replay(sql, sets[next++ % sets.length]!);
        latencies.push(performance.now() - started);
      } catch (error) {
        if (errors++ === 0) console.error(error);
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return summarize(latencies, seconds, errors, 1);
}

const line = (label: string, run: Run) =>
  `${label}: ${run.rps} req/s, p50 ${run.p50} ms, p95 ${run.p95} ms (${run.requests} requests, ${run.errors} errors)`;

async function signIn(baseUrl: string, origin: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: BRAND_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Sign-in answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0]!)
    .find((value) => value.includes('session_token=') && !value.endsWith('='));
  if (!cookie) throw new Error('The sign-in set no session cookie');
  return cookie;
}

async function main(): Promise<void> {
  if (REUSED && !REUSED_BRAND) throw new Error('--reuse needs --brand <the e-mail it printed>');
  if (!args.includes('--skip-build')) {
    console.log('Building the API bundle...');
    execFileSync('npm', ['run', 'build', '-w', '@partnerly/api'], { cwd: REPO_ROOT, stdio: 'ignore' });
  }
  const name = REUSED ?? `partnerly_bench_${randomBytes(4).toString('hex')}`;
  const admin = postgres(SERVER_URL, { max: 1, onnotice: () => {} });
  const benchUrl = Object.assign(new URL(SERVER_URL), { pathname: `/${name}` }).toString();
  const dataDir = await makeTempDir('partnerly-bench-analytics-');
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  // As many connections as the API's pool (openDatabase's default), so both sides may run as
  // many statements at once.
  const sql = postgres(benchUrl, { max: SERVER_POOL, onnotice: () => {} });
  if (!REUSED) await admin.unsafe(`create database ${name}`);
  try {
    if (!REUSED) {
      const database = await openDatabase({ url: benchUrl, maxConnections: 2 });
      await runMigrations(database);
      await seedReferenceData(database.db);
      await seedSubscriptionPlans(database.db);
      await database.close();
    }
    server = await startServer({
      dataDir: path.join(dataDir, 'data'),
      env: {
        DATABASE_URL: benchUrl,
        NODE_ENV: 'production',
        PAYMENTS_SANDBOX: 'true',
        // The benchmark's brand confirms its address with the code from the local outbox.
        DEV_OUTBOX: 'true',
        AUTH_SECRET: randomBytes(24).toString('hex'),
      },
      command: { args: ['dist/server.js'], cwd: path.join(REPO_ROOT, 'apps/api') },
    });
    const email = REUSED_BRAND ?? `brand-${randomBytes(4).toString('hex')}@bench.local`;
    let cookie: string;
    if (REUSED) {
      cookie = await signIn(server.baseUrl, server.origin, email);
    } else {
      ({ cookie } = await signUpConfirmed(server.baseUrl, server.origin, {
        email,
        password: BRAND_PASSWORD,
        name: 'Bench Brand',
        firstName: 'Bench',
        lastName: 'Brand',
        companyName: 'Bench Analytics Co.',
        userType: 'brand',
      }));
    }
    const [member] = await sql<{ workspaceId: string }[]>`
      select workspace_id as "workspaceId" from workspace_members
      join auth_users on auth_users.id = workspace_members.user_id where auth_users.email = ${email}`;
    if (!member) throw new Error(`No workspace for ${email}`);
    if (!REUSED) {
      console.log(
        `Database ${name}: seeding ${CAMPAIGNS} campaigns and ${RESULTS} results for one workspace, ` +
          `${OTHER_RESULTS} results for ${OTHER_WORKSPACES} others...`,
      );
      const started = Date.now();
      await seedDatabase(sql, member.workspaceId);
      console.log(`Seeded in ${Math.round((Date.now() - started) / 1000)} s.`);
    }

    const sample = await fetch(`${server.baseUrl}${PATHS[0]}`, { headers: { cookie } });
    const body = (await sample.json()) as {
      totals: { campaigns: number; completedResults: number; creatorsWithResults: number };
      weeks: unknown[];
      creators: unknown[];
    };
    const bytes = JSON.stringify(body).length;
    console.log(
      `Sample answer: ${sample.status}, ${body.totals.campaigns} campaigns, ${body.totals.completedResults} ` +
        `completed results, ${body.weeks.length} weeks, ${body.totals.creatorsWithResults} creators ` +
        `(${body.creators.length} shown), ${Math.round(bytes / 1024)} KB.`,
    );

    await sequential(5, (index) => apiGet(server!.baseUrl, cookie, index)); // warm-up: JIT, plans, caches
    const apiSequential = await sequential(REQUESTS, (index) => apiGet(server!.baseUrl, cookie, index));
    const apiLoad = await runApiLoad(server.baseUrl, cookie, SECONDS);
    await killServer(server);
    server = undefined;

    const sets = await captureStatements(benchUrl, member.workspaceId);
    console.log(`Statements per request: ${sets.map((set) => set.length).join(', ')} (by filter set).`);
    await sequential(5, async (index) => (await replay(sql, sets[index % sets.length]!), true));
    const dbSequential = await sequential(
      REQUESTS,
      async (index) => (await replay(sql, sets[index % sets.length]!), true),
    );
    const dbLoad = await runDbLoad(sql, sets, SECONDS);

    console.log(line(`API, one request at a time (${REQUESTS} requests)`, apiSequential));
    console.log(line(`SQL, one request at a time (${REQUESTS} requests)`, dbSequential));
    console.log(line(`API, ${CONNECTIONS} connections, ${SECONDS} s`, apiLoad));
    console.log(line(`SQL, ${CONNECTIONS} connections, ${SECONDS} s`, dbLoad));
    console.log(
      `API p95 is ${(apiSequential.p95 / Math.max(dbSequential.p95, 0.1)).toFixed(2)}x the SQL's; ` +
        `API throughput is ${Math.round((apiLoad.rps / Math.max(dbLoad.rps, 0.1)) * 100)}% of direct SQL.`,
    );
    const load = loadavg().map((value) => value.toFixed(1));
    console.log(`Machine: ${cpus().length} CPUs, load average ${load.join(' / ')} (1 / 5 / 15 min).`);
    if (SHOULD_KEEP) console.log(`Brand: ${email} (password ${BRAND_PASSWORD}).`);
    console.log(`analytics p95_ms=${apiSequential.p95} api_rps=${apiLoad.rps} db_rps=${dbLoad.rps}`);
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
