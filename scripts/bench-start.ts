// Measures `npm start` on the embedded database: the time from spawning the bundled server
// (apps/api/dist/server.js) to its first 200 on GET /api/health, on a fresh data directory
// (cold) and on an existing one (warm). The bar is <= 5 s warm.
//
//   npm run bench:start -- [--runs N] [--skip-build]
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import {
  REPO_ROOT,
  killAllServers,
  killServer,
  makeTempDir,
  removeDir,
  spawnServer,
  waitForHealth,
} from '../apps/api/src/test/process';

const args = process.argv.slice(2);
const runsArg = args.indexOf('--runs');
const RUNS = runsArg >= 0 ? Number(args[runsArg + 1]) : 5;
const WARM_BAR_MS = 5_000;
const API_DIR = path.join(REPO_ROOT, 'apps/api');

async function timeStart(dataDir: string): Promise<number> {
  const server = await spawnServer({
    dataDir,
    env: { NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true' },
    command: { args: ['dist/server.js'], cwd: API_DIR },
  });
  const ms = await waitForHealth(server, 120_000);
  await killServer(server, 'SIGTERM');
  return ms;
}

function summary(label: string, times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  const max = sorted.at(-1)!;
  return `${label}: median ${Math.round(median)} ms, max ${max} ms (runs: ${times.join(', ')} ms)`;
}

async function main(): Promise<void> {
  if (!args.includes('--skip-build')) {
    console.log('Building the API bundle...');
    execFileSync('npm', ['run', 'build', '-w', '@partnerly/api'], { cwd: REPO_ROOT, stdio: 'inherit' });
  }

  const cold: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const dir = await makeTempDir('partnerly-bench-');
    try {
      cold.push(await timeStart(dir));
    } finally {
      await removeDir(dir);
    }
  }

  const warm: number[] = [];
  const warmDir = await makeTempDir('partnerly-bench-');
  try {
    await timeStart(warmDir); // creates and migrates the database
    for (let run = 0; run < RUNS; run++) warm.push(await timeStart(warmDir));
  } finally {
    await removeDir(warmDir);
  }

  console.log(summary('cold (fresh DATA_DIR)', cold));
  console.log(summary('warm (existing DATA_DIR)', warm));
  const worstWarm = Math.max(...warm);
  console.log(
    worstWarm <= WARM_BAR_MS ? `warm start within ${WARM_BAR_MS} ms` : `warm start over ${WARM_BAR_MS} ms`,
  );
  process.exitCode = worstWarm <= WARM_BAR_MS ? 0 : 1;
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => killAllServers());
