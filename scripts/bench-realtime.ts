// Realtime benchmark (quality bar: a change reaches a connected browser in <= 250 ms p95).
//
// Starts the bundled server (apps/api/dist/server.js, as `npm start` runs it) on a fresh
// embedded data directory, or on the PostgreSQL database named by DATABASE_URL (then events
// travel through LISTEN/NOTIFY). Through the real API it signs up a brand and a creator, pays
// the brand's plan in the sandbox checkout, publishes a campaign, and the creator applies with
// a negotiation. Both keep GET /api/events open, as their dashboards do. Then the two counter
// each other's offer N times, turn by turn (POST /api/applications/:id/negotiation/counter):
// each sample is the time from sending the request to the `applications.changed` event
// arriving on the other party's stream. The last line reads
// `realtime p50_ms=<n> p95_ms=<n> n=<n>`.
//
//   npm run bench:realtime [-- --changes N --skip-build]
//   DATABASE_URL=postgres://... npm run bench:realtime
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { APPLICATION_EVENTS } from '@partnerly/contracts';
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
const CHANGES = option('changes', 200);
const WARM_UP = 10;
const BAR_P95_MS = 250;
const EVENT_TIMEOUT_MS = 5_000;
const DATABASE_URL = process.env.DATABASE_URL || undefined;

interface ApplicationChanged {
  applicationId: string | null;
  change: string;
}

/** Skips other events (notifications, campaign counts) until this application's change arrives. */
async function nextChange(stream: SseReader, applicationId: string, change: string): Promise<void> {
  for (;;) {
    const { data } = await stream.nextEvent(APPLICATION_EVENTS.changed, EVENT_TIMEOUT_MS);
    const event = data as ApplicationChanged;
    if (event.applicationId === applicationId && event.change === change) return;
  }
}

/**
 * One counter offer by `actor`: the time from sending it to the event on the other party's
 * stream. The actor's own stream gets the same event (its other tabs refetch); it is read
 * too, so the next round starts with both streams drained.
 */
async function counter(
  api: Api,
  actor: Party,
  other: Party,
  applicationId: string,
  amount: number,
): Promise<number> {
  const started = performance.now();
  const sent = api(`/api/applications/${applicationId}/negotiation/counter`, actor, {
    method: 'POST',
    body: { amount, message: null },
  });
  await nextChange(other.stream!, applicationId, 'countered');
  const elapsed = performance.now() - started;
  await expectStatus(await sent, 200, 'Counter offer');
  await nextChange(actor.stream!, applicationId, 'countered');
  return elapsed;
}

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
const ms = (value: number) => Math.round(value * 10) / 10;

async function main(): Promise<void> {
  if (!args.includes('--skip-build')) {
    console.log('Building the API bundle...');
    execFileSync('npm', ['run', 'build', '-w', '@partnerly/api'], { cwd: REPO_ROOT, stdio: 'ignore' });
  }
  const dataDir = await makeTempDir('partnerly-bench-realtime-');
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

    const { brand, creator, campaignId } = await brandCreatorAndCampaign(server, api, {
      label: '',
      campaignTitle: 'Realtime benchmark campaign',
    });
    parties.push(brand, creator);

    brand.stream = await connect(api, brand);
    creator.stream = await connect(api, creator);

    const applied = await api('/api/applications', creator, {
      method: 'POST',
      body: {
        type: 'negotiation',
        campaignId,
        creatorId: creator.id,
        pitch: 'Morning routine reel with the latte.',
        proposedRate: 1000,
        deliverables: null,
      },
    });
    await expectStatus(applied, 201, 'Apply');
    const applicationId = ((await applied.json()) as { application: { id: string } }).application.id;
    const firstChange = (await brand.stream.nextEvent(APPLICATION_EVENTS.changed, EVENT_TIMEOUT_MS))
      .data as ApplicationChanged;
    await creator.stream.nextEvent(APPLICATION_EVENTS.changed, EVENT_TIMEOUT_MS);
    console.log(
      `Creator applied (brand's stream got "${firstChange.change}"); ${CHANGES} counter offers follow.`,
    );

    // The creator proposed, so the brand answers first; then they take turns.
    const samples: number[] = [];
    for (let round = 0; round < WARM_UP + CHANGES; round++) {
      const [actor, other] = round % 2 === 0 ? [brand, creator] : [creator, brand];
      const elapsed = await counter(api, actor, other, applicationId, 1000 + round);
      if (round >= WARM_UP) samples.push(elapsed);
    }

    const sorted = [...samples].sort((a, b) => a - b);
    const p50 = ms(percentile(sorted, 0.5));
    const p95 = ms(percentile(sorted, 0.95));
    const mean = samples.reduce((sum, value) => sum + value, 0) / Math.max(samples.length, 1);
    console.log(
      `Request sent -> event on the other party's stream, ${samples.length} changes ` +
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
    console.log(`realtime p50_ms=${p50} p95_ms=${p95} n=${samples.length}`);
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
