// Messaging benchmark (issue 22): the time from sending a message to its arrival on another
// participant's open event stream.
//
// Starts the bundled server (apps/api/dist/server.js, as `npm start` runs it) on a fresh
// embedded data directory, or on the PostgreSQL database named by DATABASE_URL (then events
// travel through LISTEN/NOTIFY). Through the real API it signs up a brand and a creator, pays
// the brand's plan in the sandbox checkout, publishes a campaign, the creator applies, and the
// brand opens the application's thread. Both keep GET /api/events open, as their pages do. Then
// they send N messages, turn by turn (POST /api/conversations/:id/messages): each sample is the
// time from sending the request to the `message.created` event for that message arriving on the
// other party's stream. The last line reads `messages p50_ms=<n> p95_ms=<n> n=<n>`.
//
//   npm run bench:messages [-- --messages N --skip-build]
//   DATABASE_URL=postgres://... npm run bench:messages
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { MESSAGING_EVENTS, type MessageCreatedEvent } from '@partnerly/contracts';
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
import { apiOf, connect, expectStatus, payPlan, signUp, type Api, type Party } from './lib/bench-parties';

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

    const brand = await signUp(server, {
      userType: 'brand',
      name: 'Bench Brand',
      firstName: 'Bench',
      lastName: 'Brand',
      companyName: 'Bench Goods',
    });
    const creator = await signUp(server, {
      userType: 'creator',
      name: 'Bench Creator',
      firstName: 'Bench',
      lastName: 'Creator',
    });
    parties.push(brand, creator);
    await payPlan(api, brand);
    const created = await api('/api/campaigns', brand, {
      method: 'POST',
      body: {
        title: 'Messaging benchmark campaign',
        description: 'Film our new saffron latte in your morning routine.',
        campaignType: 'content',
        niche: 'Food & Dining',
        compensationType: 'monetary',
        budgetMin: 800,
        budgetMax: 2000,
        applicationDeadline: '2999-12-31',
      },
    });
    await expectStatus(created, 201, 'Publish campaign');
    const campaignId = ((await created.json()) as { campaign: { id: string } }).campaign.id;

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
    const conversationId = ((await opened.json()) as { id: string }).id;
    console.log(`Thread open; ${MESSAGES} messages follow, brand and creator in turn.`);

    const samples: number[] = [];
    for (let round = 0; round < WARM_UP + MESSAGES; round++) {
      const [sender, other] = round % 2 === 0 ? [brand, creator] : [creator, brand];
      const elapsed = await sendOne(api, sender, other, conversationId, round);
      if (round >= WARM_UP) samples.push(elapsed);
    }

    const sorted = [...samples].sort((a, b) => a - b);
    const p50 = ms(percentile(sorted, 0.5));
    const p95 = ms(percentile(sorted, 0.95));
    const mean = samples.reduce((sum, value) => sum + value, 0) / Math.max(samples.length, 1);
    console.log(
      `Message sent -> its event on the other party's stream, ${samples.length} messages ` +
        `(after ${WARM_UP} warm-up rounds):`,
    );
    console.log(
      `  min ${ms(sorted[0] ?? 0)} ms, p50 ${p50} ms, p90 ${ms(percentile(sorted, 0.9))} ms, ` +
        `p95 ${p95} ms, p99 ${ms(percentile(sorted, 0.99))} ms, max ${ms(sorted.at(-1) ?? 0)} ms, ` +
        `mean ${ms(mean)} ms`,
    );
    const load = loadavg().map((value) => value.toFixed(1));
    console.log(`Machine: ${cpus().length} CPUs, load average ${load.join(' / ')} (1 / 5 / 15 min).`);
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
