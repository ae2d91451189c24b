// Measures the public redemption page (/r/{code}) against the bars of issue 18 item 6 and the
// quality guide: Lighthouse mobile performance >= 90 in headless Chromium (default mobile
// config: simulated slow 4G and 4x CPU slowdown) and first-load JavaScript <= 100 KB gzipped
// (every script the page loads, fetched and gzipped here).
//
// It builds the web app (its entries: the app, creator.html and redeem.html) into its own
// directory (WEB_DIST_DIR, default a fixed folder under the temp dir, so it never clashes with
// apps/web/dist) and the API bundle, starts the bundled server in production mode on a
// temporary DATA_DIR with the demo seeded (the demo brand's private codes), signs in as the demo
// brand to find its 'Mall Weekend' code (an expiry, a location and a map link: every part of the
// page shows), and runs Lighthouse N times on that code's page. Everything runs on this
// computer: no request leaves it. Scores depend on the machine's load: the load average is
// printed before and after. Exit code 1 when the median score or the JavaScript is over its bar.
//
//   npm run bench:redeem-page -- [--runs N] [--skip-build] [--save DIR]
//
// --save DIR keeps each run's Lighthouse report (lhr-N.json) for a closer look.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { PrivateCodesOverview } from '@partnerly/contracts';
import {
  REPO_ROOT,
  killAllServers,
  killServer,
  makeTempDir,
  removeDir,
  startServer,
} from '../apps/api/src/test/process';
import { buildApp, load, measurePage, pageBenchOptions, reportPublicPage } from './lib/lighthouse';

const {
  runs: RUNS,
  skipBuild: SKIP_BUILD,
  saveDir: SAVE_DIR,
  webDistDir: WEB_DIST_DIR,
} = pageBenchOptions('redeem-page');
/** The demo brand (apps/api/src/modules/demo/demo.ts) and its code with every part of the page. */
const DEMO_BRAND = { email: 'brand@demo.partnerly.local', password: 'Demo1234!' };
const CAMPAIGN = 'Mall Weekend';
const SEED_TIMEOUT_MS = 180_000;

async function signIn(baseUrl: string, origin: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(DEMO_BRAND),
  });
  if (!response.ok) throw new Error(`Sign-in answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}

/** Waits for the demo seed (it runs as the server starts) to have made the brand's codes. */
async function findCode(baseUrl: string, origin: string): Promise<string> {
  const deadline = Date.now() + SEED_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const signedIn = await signIn(baseUrl, origin).catch(() => null);
    if (signedIn) {
      const response = await fetch(`${baseUrl}/api/private-codes`, { headers: { cookie: signedIn } });
      if (response.ok) {
        const { codes } = (await response.json()) as PrivateCodesOverview;
        const code = codes.find((item) => item.campaignName === CAMPAIGN);
        if (code) {
          console.log(`/r/${code.code} (${CAMPAIGN}) is up: ${code.remainingUses} of ${code.maxUses} left`);
          return code.code;
        }
      }
    }
    await sleep(1000);
  }
  throw new Error(`The demo brand had no '${CAMPAIGN}' code within ${SEED_TIMEOUT_MS / 1000} s`);
}

async function main(): Promise<void> {
  if (!SKIP_BUILD) buildApp(WEB_DIST_DIR);
  if (!existsSync(path.join(WEB_DIST_DIR, 'redeem.html'))) {
    throw new Error(`No built redemption page in ${WEB_DIST_DIR}: run without --skip-build`);
  }
  console.log(`load average before: ${load()}`);

  const dataDir = await makeTempDir('partnerly-bench-redeem-page-');
  try {
    const server = await startServer({
      dataDir,
      env: {
        NODE_ENV: 'production',
        PAYMENTS_SANDBOX: 'true',
        DEV_OUTBOX: 'true',
        SEED_DEMO: 'true',
        DEMO_IN_PRODUCTION: 'true',
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR,
      },
      command: { args: ['dist/server.js'], cwd: path.join(REPO_ROOT, 'apps/api') },
    });
    const code = await findCode(server.baseUrl, server.origin);
    const figures = await measurePage(server.origin, `/r/${code}`, { runs: RUNS, saveDir: SAVE_DIR });
    await killServer(server, 'SIGTERM');
    process.exitCode = reportPublicPage('redeem-page', figures) ? 0 : 1;
  } finally {
    await removeDir(dataDir);
  }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => killAllServers());
