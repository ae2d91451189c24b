// Campaign feed benchmark (quality bar: p95 <= 50 ms at 32 connections over 100,000
// campaigns on PostgreSQL; API throughput >= 50% of the same SQL run directly).
//
// Creates a fresh database on the server named by BENCH_DATABASE_URL, migrates it, seeds
// 100,000 campaigns across 500 brands, categories and countries, starts the API on it,
// signs a creator in, then for 10 s at 32 connections each:
//   api - GET /api/campaigns/feed?q=<word>&category=<c>&country=<cc> (page of 20), autocannon
//         against the bundled server (apps/api/dist/server.js, as `npm start` runs it)
//   db  - the very SQL statement the API sends, sent the way the API sends it (postgres.js,
//         a named prepared statement: one round trip)
// The queries rotate over ~20,000 distinct search + category + country combinations, so
// the API's shared feed pages (decision 0017, on as deployed) cannot serve them: every
// request runs the SQL. For comparison the API is then asked 32 popular pages over and over
// (served from the shared pages). Then the database is dropped. The last lines read
// `feed cached p95_ms=<n> api_rps=<n>` and `feed p95_ms=<n> api_rps=<n> db_rps=<n>` (the
// latter for the distinct queries).
//
//   npm run bench:feed [-- --campaigns N --seconds S --connections C --skip-build --keep]
//   npm run bench:feed -- --reuse <database kept earlier>
// --keep leaves the database in place (to EXPLAIN the feed query) and prints its name;
// --reuse measures against such a database again without seeding or dropping it.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { CONTENT_CATEGORY_IDS, campaignFeedQuery, type CampaignFeedQuery } from '@partnerly/contracts';
import autocannon from 'autocannon';
import { fillPlaceholders } from 'drizzle-orm';
import postgres from 'postgres';
import { openDatabase } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { authUsers, campaigns, profiles } from '../apps/api/src/db/schema';
import { seedReferenceData } from '../apps/api/src/db/seed/reference';
import { feedStatement, feedValues } from '../apps/api/src/modules/campaigns/list-campaign-feed';
import { seedSubscriptionPlans } from '../apps/api/src/modules/subscriptions/plans/seed-plans';
import { REPO_ROOT, killServer, makeTempDir, removeDir, startServer } from '../apps/api/src/test/process';
import { summarize, type Run } from './lib/latency';
import { signUpConfirmed } from './lib/sign-up';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const CAMPAIGNS = option('campaigns', 100_000);
const SECONDS = option('seconds', 10);
const CONNECTIONS = option('connections', 32);
const REUSED = args.includes('--reuse') ? args[args.indexOf('--reuse') + 1] : undefined;
const SHOULD_KEEP = args.includes('--keep') || REUSED !== undefined;
const BRANDS = 500;
const SERVER_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

// ---- deterministic data ---------------------------------------------------------------

let seed = 20_240_601;
/** mulberry32: the same campaigns on every run. */
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let value = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
  return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const pickSome = <T>(list: readonly T[], most: number): T[] => [
  ...new Set(Array.from({ length: 1 + Math.floor(random() * most) }, () => pick(list))),
];

const SEARCH_WORDS = ['coffee', 'skincare', 'sneakers', 'festival', 'brunch', 'fitness', 'hotel', 'gaming'];
const TOPIC_WORDS = (
  'fashion beauty summer winter launch brand story video reel review unboxing giveaway restaurant ' +
  'dinner resort spa makeup hair nails watch jewelry tech gadget phone laptop music concert art ' +
  'design photo kids family pets dog cat car bike outdoor hiking beach pool yoga running gym ' +
  'protein vegan organic healthy snack dessert bakery pizza burger sushi tea juice smoothie ' +
  'cocktail home decor garden kitchen cleaning parenting baby wedding bridal luxury student ' +
  'office finance app event opening store mall market dubai riyadh doha cairo london paris'
).split(' ');
// Filler words make each topic word appear in a few percent of campaigns, as in real text.
const FILLER = Array.from({ length: 400 }, (_, index) => `w${(index * 7919).toString(36)}x`);
const VOCABULARY = [...SEARCH_WORDS, ...TOPIC_WORDS, ...FILLER];
const COUNTRIES = ['AE', 'SA', 'QA', 'KW', 'BH', 'OM', 'EG', 'JO', 'LB', 'MA', 'GB', 'US', 'FR', 'DE', 'IN'];
const CITIES: Record<string, string[]> = {
  AE: ['Dubai', 'Abu Dhabi'],
  SA: ['Riyadh', 'Jeddah'],
  QA: ['Doha'],
};
const TYPES = ['content', 'onsite', 'event', 'collaboration', 'review', 'giveaway'] as const;
const PLATFORMS = ['instagram', 'tiktok', 'youtube', 'twitter', 'facebook', 'snapchat'] as const;
const COMPENSATIONS = ['monetary', 'barter', 'restaurant', 'other'] as const;
const words = (count: number) => Array.from({ length: count }, () => pick(VOCABULARY)).join(' ');

function campaignRow(brandIds: string[], index: number, now: number) {
  const countries = pickSome(COUNTRIES, 2);
  const compensationType = pick(COMPENSATIONS);
  const budgetMin = compensationType === 'monetary' ? 100 + Math.floor(random() * 50) * 100 : null;
  const status: 'active' | 'paused' | 'closed' =
    random() < 0.85 ? 'active' : pick(['paused', 'closed'] as const);
  const createdAt = new Date(now - index * 60_000 - Math.floor(random() * 60_000));
  return {
    brandId: pick(brandIds),
    title: words(4),
    description: words(30),
    campaignType: pick(TYPES),
    visibility: random() < 0.9 ? ('public' as const) : ('private' as const),
    platforms: pickSome(PLATFORMS, 3),
    platform: 'instagram',
    niche: 'Other',
    contentCategories: pickSome(CONTENT_CATEGORY_IDS, 2),
    compensationType,
    compensationTypes: [compensationType],
    budgetMin,
    budgetMax: budgetMin === null ? null : budgetMin + 1000,
    applicationDeadline: '2999-12-31',
    targetCountries: countries,
    targetCities: countries.flatMap((code) => CITIES[code] ?? []).slice(0, 2),
    status,
    publishedAt: createdAt,
    createdAt,
    updatedAt: createdAt,
  };
}

type BenchDb = Awaited<ReturnType<typeof openDatabase>>;

async function seedDatabase(database: BenchDb): Promise<void> {
  const { db } = database;
  const brandIds = Array.from({ length: BRANDS }, (_, index) => `bench-brand-${index}`);
  await db
    .insert(authUsers)
    .values(brandIds.map((id) => ({ id, name: id, email: `${id}@bench.local`, emailVerified: true })));
  await db.insert(profiles).values(
    brandIds.map((id, index) => ({
      id,
      email: `${id}@bench.local`,
      userType: 'brand' as const,
      companyName: `Brand ${index}`,
    })),
  );
  // Inserts go to the GIN index's pending list and VACUUM merges them in one pass: much
  // faster than merging row by row. VACUUM ANALYZE also leaves the table as a long-running
  // database has it: statistics gathered, visibility map set, pending list empty.
  await database.executeSql(`alter index campaigns_feed_search_idx set (gin_pending_list_limit = 262144)`);
  const now = Date.now();
  for (let start = 0; start < CAMPAIGNS; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, CAMPAIGNS - start) }, (_, offset) =>
      campaignRow(brandIds, start + offset, now),
    );
    await db.insert(campaigns).values(batch.map((row) => ({ ...row, platform: row.platforms[0]! })));
  }
  await database.executeSql('vacuum analyze campaigns');
  await database.executeSql('vacuum analyze profiles');
  await database.executeSql(`alter index campaigns_feed_search_idx reset (gin_pending_list_limit)`);
}

// ---- measurement ----------------------------------------------------------------------

/**
 * The measured queries: a search word and two filters (category, country). Every
 * combination of the search and topic words, categories and countries (~20,000), in a fixed
 * shuffled order, so a run of 10 s rarely asks the same page twice and the shared feed pages
 * (decision 0017) cannot carry the result: each request runs the SQL.
 */
function distinctQueries(): CampaignFeedQuery[] {
  const all = [...SEARCH_WORDS, ...TOPIC_WORDS].flatMap((q) =>
    CONTENT_CATEGORY_IDS.flatMap((category) =>
      COUNTRIES.map((country) => campaignFeedQuery.parse({ q, category, country })),
    ),
  );
  let order = 7_654_321;
  const next = () => {
    order = (Math.imul(order, 48_271) >>> 0) % 2_147_483_647;
    return order / 2_147_483_647;
  };
  for (let index = all.length - 1; index > 0; index--) {
    const other = Math.floor(next() * (index + 1));
    [all[index], all[other]] = [all[other]!, all[index]!];
  }
  return all;
}

/** 32 popular pages asked over and over: what the shared feed pages serve from memory. */
function repeatedQueries(): CampaignFeedQuery[] {
  const filters = [
    { category: 'food', country: 'AE' },
    { category: 'beauty', country: 'SA' },
    { category: 'fashion', country: 'AE' },
    { category: 'lifestyle', country: 'QA' },
  ];
  return SEARCH_WORDS.flatMap((q) => filters.map((filter) => campaignFeedQuery.parse({ q, ...filter })));
}

const DISTINCT_QUERIES = distinctQueries();

const feedPath = (query: CampaignFeedQuery) => {
  const params = new URLSearchParams({ q: query.q!, category: query.category!, country: query.country! });
  return `/api/campaigns/feed?${params}`;
};
const DISTINCT_PATHS = DISTINCT_QUERIES.map(feedPath);
const REPEATED_PATHS = repeatedQueries().map(feedPath);

/** Where the next API run starts in DISTINCT_PATHS: no run repeats an earlier one's pages. */
let distinctOffset = 0;

async function runApi(baseUrl: string, cookie: string, seconds: number, paths: string[]): Promise<Run> {
  let next = paths === DISTINCT_PATHS ? distinctOffset : 0;
  const latencies: number[] = [];
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections: CONNECTIONS,
        duration: seconds,
        headers: { cookie },
        requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
      else errors++;
    });
  });
  errors += result.errors + result.timeouts;
  if (paths === DISTINCT_PATHS) distinctOffset = next;
  return summarize(latencies, seconds, errors);
}

async function runDirect(url: string, seconds: number): Promise<Run> {
  // The statement the API sends for each query, compiled by the same code.
  const compiler = await openDatabase({ url, maxConnections: 1 });
  const statements = DISTINCT_QUERIES.map((query) => {
    const { filters, values } = feedValues(query, []);
    const { sql: text, params } = feedStatement(compiler.db, filters).toSQL();
    return { sql: text, params: fillPlaceholders(params, values) };
  });
  await compiler.close();
  const sql = postgres(url, { max: CONNECTIONS, onnotice: () => {} });
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const endAt = Date.now() + seconds * 1000;
  const worker = async () => {
    while (Date.now() < endAt) {
      const { sql: text, params } = statements[next++ % statements.length]!;
      const started = performance.now();
      try {
        await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[], { prepare: true });
        latencies.push(performance.now() - started);
      } catch (error) {
        if (errors++ === 0) console.error(error);
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  await sql.end({ timeout: 5 });
  return summarize(latencies, seconds, errors);
}

async function signInCreator(baseUrl: string, origin: string): Promise<string> {
  const { cookie } = await signUpConfirmed(baseUrl, origin, {
    email: `creator-${randomBytes(4).toString('hex')}@bench.local`,
    password: 'bench-password-1',
    name: 'Bench Creator',
    firstName: 'Bench',
    lastName: 'Creator',
    userType: 'creator',
  });
  return cookie;
}

const line = (label: string, run: Run) =>
  `${label}: ${run.rps} req/s, p50 ${run.p50} ms, p95 ${run.p95} ms (${run.requests} requests, ${run.errors} errors)`;

async function main(): Promise<void> {
  if (!args.includes('--skip-build')) {
    console.log('Building the API bundle...');
    execFileSync('npm', ['run', 'build', '-w', '@partnerly/api'], { cwd: REPO_ROOT, stdio: 'ignore' });
  }
  const name = REUSED ?? `partnerly_bench_${randomBytes(4).toString('hex')}`;
  const serverUrl = new URL(SERVER_URL);
  const admin = postgres(SERVER_URL, { max: 1, onnotice: () => {} });
  const benchUrl = Object.assign(new URL(SERVER_URL), { pathname: `/${name}` }).toString();
  const dataDir = await makeTempDir('partnerly-bench-feed-');
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  if (!REUSED) await admin.unsafe(`create database ${name}`);
  try {
    if (!REUSED) {
      console.log(`Database ${name} on ${serverUrl.host}: migrating and seeding ${CAMPAIGNS} campaigns...`);
      const started = Date.now();
      const database = await openDatabase({ url: benchUrl, maxConnections: 4 });
      await runMigrations(database);
      await seedReferenceData(database.db);
      await seedSubscriptionPlans(database.db);
      await seedDatabase(database);
      await database.close();
      console.log(`Seeded in ${Math.round((Date.now() - started) / 1000)} s.`);
    }

    server = await startServer({
      dataDir: path.join(dataDir, 'data'),
      env: {
        DATABASE_URL: benchUrl,
        NODE_ENV: 'production',
        PAYMENTS_SANDBOX: 'true',
        // The benchmark's accounts confirm their address with the code from the local outbox.
        DEV_OUTBOX: 'true',
        AUTH_SECRET: randomBytes(24).toString('hex'),
      },
      command: { args: ['dist/server.js'], cwd: path.join(REPO_ROOT, 'apps/api') },
    });
    const cookie = await signInCreator(server.baseUrl, server.origin);
    const sample = await fetch(`${server.baseUrl}${DISTINCT_PATHS[0]}`, { headers: { cookie } });
    const page = (await sample.json()) as { campaigns: unknown[] };
    console.log(`Sample page: ${sample.status}, ${page.campaigns.length} campaigns.`);
    // As deployed (shared feed pages on, FEED_CACHE_SECONDS default): distinct searches,
    // each page asked once, so every request runs the SQL; then 32 popular pages over and
    // over (served from the shared pages); then the floor under any signed-in request.
    await runApi(server.baseUrl, cookie, 2, DISTINCT_PATHS); // warm-up: JIT, plans, caches
    const api = await runApi(server.baseUrl, cookie, SECONDS, DISTINCT_PATHS);
    const askedPages = distinctOffset;
    const cached = await runApi(server.baseUrl, cookie, Math.min(SECONDS, 5), REPEATED_PATHS);
    const floor = await runApi(server.baseUrl, cookie, Math.min(SECONDS, 5), ['/api/health']);
    await killServer(server);
    server = undefined;
    await runDirect(benchUrl, 2);
    const db = await runDirect(benchUrl, SECONDS);

    console.log(
      `${askedPages} feed requests over ${DISTINCT_PATHS.length} distinct queries: none repeated` +
        (askedPages <= DISTINCT_PATHS.length ? '.' : ' until the list wrapped around.'),
    );
    console.log(line(`API, distinct queries (${CONNECTIONS} connections, ${SECONDS} s)`, api));
    console.log(line(`SQL, same queries     (${CONNECTIONS} connections, ${SECONDS} s)`, db));
    console.log(line(`API, 32 repeated pages (shared feed pages)`, cached));
    console.log(line(`Signed-in GET /api/health for comparison`, floor));
    console.log(`API throughput is ${Math.round((api.rps / Math.max(db.rps, 1)) * 100)}% of direct SQL.`);
    const load = loadavg().map((value) => value.toFixed(1));
    console.log(`Machine: ${cpus().length} CPUs, load average ${load.join(' / ')} (1 / 5 / 15 min).`);
    console.log(`feed cached p95_ms=${cached.p95} api_rps=${cached.rps}`);
    console.log(`feed p95_ms=${api.p95} api_rps=${api.rps} db_rps=${db.rps}`);
  } finally {
    if (server) await killServer(server);
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
