// Messaging benchmark (issue 22): the time from sending a message to its arrival on another
// participant's open event stream.
//
// Starts the bundled server (apps/api/dist/server.js, as `npm start` runs it) on a fresh
// embedded data directory, or on the PostgreSQL database named by DATABASE_URL (then events
// travel through LISTEN/NOTIFY). Through the real API it signs up pairs of a brand and a
// creator: the brand pays its plan in the sandbox checkout and publishes a campaign, the creator
// applies, and the brand opens the application's thread. Everyone keeps GET /api/events open,
// as their pages do. Then N messages go out one at a time, over the threads in turn and each
// thread's brand and creator in turn (POST /api/conversations/:id/messages): each sample is the
// time from sending the request to the `message.created` event for that message arriving on the
// other party's stream. There are as many pairs as keep every sender within the product's own
// limit of messages a minute (MESSAGES_PER_MINUTE), which the benchmark does not lift.
//
// Beside it (quality bar 'Benchmarks as ratios'), the bare database work of the same sends in
// the same run: the send's transaction (the message row and the thread's last activity) and a
// notification on commit, timed until it reaches a listener: on PostgreSQL LISTEN on another
// connection, on the embedded database PGlite's own listen (after the server has stopped, on
// its data directory). The API's own overhead is the rest. The last line reads
// `messages p50_ms=<n> p95_ms=<n> n=<n>` (the API's figures).
//
//   npm run bench:messages [-- --messages N --skip-build]
//   DATABASE_URL=postgres://... npm run bench:messages
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { MESSAGES_PER_MINUTE, MESSAGING_EVENTS, type MessageCreatedEvent } from '@partnerly/contracts';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../apps/api/src/db/client';
import { conversations, messages } from '../apps/api/src/db/schema';
import {
  REPO_ROOT,
  killAllServers,
  killServer,
  makeTempDir,
  removeDir,
  startServer,
  type ServerProcess,
} from '../apps/api/src/test/process';
import type { SseReader } from '../apps/api/src/test/sse-client';
import {
  apiOf,
  brandCreatorAndCampaign,
  connect,
  expectStatus,
  type Api,
  type Party,
} from './lib/bench-parties';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const MESSAGES = option('messages', 500);
const WARM_UP = 10;
const BAR_P95_MS = 250;
const EVENT_TIMEOUT_MS = 5_000;
const DATABASE_URL = process.env.DATABASE_URL || undefined;
/** Messages per sender over the whole run: under the per-minute limit even if the run is quick. */
const PER_SENDER = MESSAGES_PER_MINUTE - 5;

/** A brand and a creator on one application's thread. */
interface Pair {
  brand: Party;
  creator: Party;
  conversationId: string;
}

/** Who sends round `round`: the threads in turn, and on each its brand and creator in turn. */
function turnOf(pairs: Pair[], round: number): { pair: Pair; sender: Party; other: Party } {
  const pair = pairs[round % pairs.length]!;
  const brandTurn = Math.floor(round / pairs.length) % 2 === 0;
  return brandTurn
    ? { pair, sender: pair.brand, other: pair.creator }
    : { pair, sender: pair.creator, other: pair.brand };
}

/** The next `message.created` of the thread on this stream (other events are skipped). */
async function nextCreated(stream: SseReader, conversationId: string): Promise<MessageCreatedEvent> {
  for (;;) {
    const { data } = await stream.nextEvent(MESSAGING_EVENTS.messageCreated, EVENT_TIMEOUT_MS);
    const event = data as MessageCreatedEvent;
    if (event.conversationId === conversationId) return event;
  }
}

/**
 * One message by `sender`: the time from sending it to its event on the other party's stream,
 * read while the request is under way (one message is in flight at a time, so the thread's
 * next event is this one; its id is checked against the answer). The sender's own stream gets
 * the event too (their other tabs) and is drained, so the next round starts clean.
 */
async function sendOne(
  api: Api,
  sender: Party,
  other: Party,
  conversationId: string,
  round: number,
): Promise<number> {
  const started = performance.now();
  const arrival = nextCreated(other.stream!, conversationId).then((event) => ({
    event,
    at: performance.now(),
  }));
  const response = await api(`/api/conversations/${conversationId}/messages`, sender, {
    method: 'POST',
    body: {
      body: `Message ${round}: shall we film on Thursday at the marina?`,
      clientKey: `bench-${round}-${randomBytes(6).toString('hex')}`,
    },
  });
  await expectStatus(response, 201, 'Send message');
  const { id } = (await response.json()) as { id: string };
  const { event, at } = await arrival;
  if (event.messageId !== id) throw new Error(`Expected the event of ${id}, got ${event.messageId}`);
  const own = await nextCreated(sender.stream!, conversationId);
  if (own.messageId !== id) throw new Error(`The sender's stream got ${own.messageId}, not ${id}`);
  return at - started;
}

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
const ms = (value: number) => Math.round(value * 10) / 10;

const NOTIFY_CHANNEL = 'bench_messages';

/** Calls back on each notification of the channel: another connection on PostgreSQL, PGlite's own listener. */
async function listen(
  database: Database,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  if (database.sql) {
    const listener = postgres(DATABASE_URL!, { max: 1, onnotice: () => {} });
    await listener.listen(NOTIFY_CHANNEL, onPayload);
    return () => listener.end({ timeout: 5 });
  }
  return database.pglite!.listen(NOTIFY_CHANNEL, onPayload);
}

/**
 * The bare database work of `count` sends on the thread: per message the send's transaction
 * (insert the row, move the thread's last activity) with a NOTIFY carrying the message's id,
 * timed from the start of the transaction to the notification's arrival at the listener.
 */
async function databaseSends(database: Database, pairs: Pair[], count: number): Promise<number[]> {
  const waiting = new Map<string, () => void>();
  const stop = await listen(database, (payload) => waiting.get(payload)?.());
  const samples: number[] = [];
  try {
    for (let round = 0; round < WARM_UP + count; round++) {
      const { pair, sender } = turnOf(pairs, round);
      const { conversationId } = pair;
      const started = performance.now();
      let arrived!: Promise<void>;
      await database.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(messages)
          .values({
            conversationId,
            senderId: sender.id,
            senderSide: sender === pair.brand ? 'brand' : 'creator',
            body: `Message ${round}: shall we film on Thursday at the marina?`,
            clientKey: `bench-db-${round}-${randomBytes(6).toString('hex')}`,
          })
          .returning();
        await tx
          .update(conversations)
          .set({
            lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${row!.createdAt.toISOString()}::timestamptz)`,
          })
          .where(eq(conversations.id, conversationId));
        arrived = new Promise<void>((resolve) => waiting.set(row!.id, resolve));
        await tx.execute(sql`select pg_notify(${NOTIFY_CHANNEL}, ${row!.id})`);
      });
      await arrived;
      if (round >= WARM_UP) samples.push(performance.now() - started);
    }
  } finally {
    await stop();
  }
  return samples;
}

/** p50 / p95 and the rest of a sample set, as one line. */
function describe(samples: number[]): { line: string; p50: number; p95: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((sum, value) => sum + value, 0) / Math.max(samples.length, 1);
  const p50 = ms(percentile(sorted, 0.5));
  const p95 = ms(percentile(sorted, 0.95));
  return {
    p50,
    p95,
    line:
      `min ${ms(sorted[0] ?? 0)} ms, p50 ${p50} ms, p90 ${ms(percentile(sorted, 0.9))} ms, ` +
      `p95 ${p95} ms, p99 ${ms(percentile(sorted, 0.99))} ms, max ${ms(sorted.at(-1) ?? 0)} ms, ` +
      `mean ${ms(mean)} ms`,
  };
}

/** A brand with a paid plan and a campaign, a creator who applied, and the application's thread. */
async function setUpPair(server: ServerProcess, api: Api, index: number): Promise<Pair> {
  const { brand, creator, campaignId } = await brandCreatorAndCampaign(server, api, {
    label: ` ${index + 1}`,
    campaignTitle: 'Messaging benchmark campaign',
  });

  brand.stream = await connect(api, brand);
  creator.stream = await connect(api, creator);

  const applied = await api('/api/applications', creator, {
    method: 'POST',
    body: { type: 'direct', campaignId, pitch: 'Morning routine reel with the latte.' },
  });
  await expectStatus(applied, 201, 'Apply');
  const applicationId = ((await applied.json()) as { application: { id: string } }).application.id;
  const opened = await expectStatus(
    await api(`/api/applications/${applicationId}/conversation`, brand),
    200,
    'Open the thread',
  );
  return { brand, creator, conversationId: ((await opened.json()) as { id: string }).id };
}

async function main(): Promise<void> {
  if (!args.includes('--skip-build')) {
    console.log('Building the API bundle...');
    execFileSync('npm', ['run', 'build', '-w', '@partnerly/api'], { cwd: REPO_ROOT, stdio: 'ignore' });
  }
  const dataDir = await makeTempDir('partnerly-bench-messages-');
  let server: ServerProcess | undefined;
  const parties: Party[] = [];
  try {
    server = await startServer({
      dataDir: path.join(dataDir, 'data'),
      env: {
        DATABASE_URL,
        NODE_ENV: 'production',
        PAYMENTS_SANDBOX: 'true',
        // The benchmark's accounts confirm their address with the code from the local outbox.
        DEV_OUTBOX: 'true',
        AUTH_SECRET: randomBytes(24).toString('hex'),
      },
      command: { args: ['dist/server.js'], cwd: path.join(REPO_ROOT, 'apps/api') },
    });
    const api = apiOf(server);
    const health = (await (await api('/api/health', null)).json()) as { database: string };
    console.log(
      `Server on ${health.database} (${DATABASE_URL ? 'DATABASE_URL' : 'fresh embedded data dir'}).`,
    );

    const pairCount = Math.ceil((WARM_UP + MESSAGES) / (2 * PER_SENDER));
    const pairs: Pair[] = [];
    for (let index = 0; index < pairCount; index++) {
      pairs.push(await setUpPair(server, api, index));
      parties.push(pairs[index]!.brand, pairs[index]!.creator);
    }
    console.log(
      `${pairCount} threads open; ${MESSAGES} messages follow, over the threads in turn, ` +
        `brand and creator in turn.`,
    );

    const samples: number[] = [];
    for (let round = 0; round < WARM_UP + MESSAGES; round++) {
      const { pair, sender, other } = turnOf(pairs, round);
      const elapsed = await sendOne(api, sender, other, pair.conversationId, round);
      if (round >= WARM_UP) samples.push(elapsed);
    }

    const api95 = describe(samples);
    console.log(
      `Message sent -> its event on the other party's stream, ${samples.length} messages ` +
        `(after ${WARM_UP} warm-up rounds):`,
    );
    console.log(`  api: ${api95.line}`);

    // The bare database work of the same sends: the embedded directory opens once the server
    // has let go of it; PostgreSQL is shared.
    await Promise.all(parties.map((party) => party.stream?.close()));
    if (!DATABASE_URL) {
      await killServer(server);
      server = undefined;
    }
    const database = await openDatabase({
      url: DATABASE_URL,
      pgliteDir: path.join(dataDir, 'data', 'pglite'),
    });
    let db95: ReturnType<typeof describe>;
    try {
      db95 = describe(await databaseSends(database, pairs, MESSAGES));
    } finally {
      await database.close();
    }
    console.log(`  db:  ${db95.line}`);
    console.log(
      `  api / db: p50 ${(api95.p50 / Math.max(db95.p50, 0.1)).toFixed(1)}x, ` +
        `p95 ${(api95.p95 / Math.max(db95.p95, 0.1)).toFixed(1)}x (the rest is the API's checks, the ` +
        `allowance, the event fan-out and HTTP)`,
    );
    const load = loadavg().map((value) => value.toFixed(1));
    console.log(`Machine: ${cpus().length} CPUs, load average ${load.join(' / ')} (1 / 5 / 15 min).`);
    const { p50, p95 } = api95;
    console.log(p95 <= BAR_P95_MS ? `p95 within ${BAR_P95_MS} ms` : `p95 over ${BAR_P95_MS} ms`);
    console.log(`messages p50_ms=${p50} p95_ms=${p95} n=${samples.length}`);
    process.exitCode = p95 <= BAR_P95_MS ? 0 : 1;
  } finally {
    await Promise.all(parties.map((party) => party.stream?.close()));
    if (server) await killServer(server);
    await killAllServers();
    await removeDir(dataDir);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
