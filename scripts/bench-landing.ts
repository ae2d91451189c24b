// Measures the landing page (/) against the bar of the quality guide: Lighthouse
// performance >= 90 in headless Chromium (default mobile config: simulated slow 4G and 4x CPU
// slowdown). It also reports the first-load JavaScript of / (every script the page loads,
// gzip-measured) next to the 100 KB budget of the public pages.
//
// It builds the web app into its own directory (WEB_DIST_DIR, default a fixed folder under the
// temp dir, so it never clashes with apps/web/dist) and the API bundle, starts the bundled
// server on a free port with a temporary DATA_DIR, and runs Lighthouse N times on /. Lighthouse
// scores depend on the machine's load: the script prints the load average before and after.
// Exit code 1 when the median score is under the bar.
//
//   npm run bench:landing -- [--runs N] [--skip-build] [--save DIR]
//
// --save DIR keeps each run's Lighthouse report (lhr-N.json) for a closer look.
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  REPO_ROOT,
  killAllServers,
  killServer,
  makeTempDir,
  removeDir,
  startServer,
} from '../apps/api/src/test/process';
import { buildApp, JS_BUDGET_KB, load, measurePage, pageBenchOptions, PERF_BAR } from './lib/lighthouse';

const {
  runs: RUNS,
  skipBuild: SKIP_BUILD,
  saveDir: SAVE_DIR,
  webDistDir: WEB_DIST_DIR,
} = pageBenchOptions('landing');

async function main(): Promise<void> {
  if (!SKIP_BUILD) buildApp(WEB_DIST_DIR);
  if (!existsSync(path.join(WEB_DIST_DIR, 'index.html'))) {
    throw new Error(`No built web app in ${WEB_DIST_DIR}: run without --skip-build`);
  }
  console.log(`load average before: ${load()}`);

  const dataDir = await makeTempDir('partnerly-bench-landing-');
  try {
    const server = await startServer({
      dataDir,
      env: { NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true', WEB_DIST_DIR },
      command: { args: ['dist/server.js'], cwd: path.join(REPO_ROOT, 'apps/api') },
    });
    const { perf, lcp, jsKbGz } = await measurePage(server.origin, '/', { runs: RUNS, saveDir: SAVE_DIR });
    await killServer(server, 'SIGTERM');

    console.log(`load average after: ${load()}`);
    console.log(
      `bar: perf ${perf} ${perf >= PERF_BAR ? '>=' : '<'} ${PERF_BAR}; first-load JS ${jsKbGz.toFixed(1)} KB gz ` +
        `(the ${JS_BUDGET_KB} KB budget of the public pages /r/ and /creator/, for comparison)`,
    );
    console.log(`landing perf_score=${perf} lcp_ms=${Math.round(lcp)} js_kb_gz=${jsKbGz.toFixed(1)}`);
    process.exitCode = perf >= PERF_BAR ? 0 : 1;
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
