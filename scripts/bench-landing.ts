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
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  REPO_ROOT,
  killAllServers,
  killServer,
  makeTempDir,
  removeDir,
  startServer,
} from '../apps/api/src/test/process';

const args = process.argv.slice(2);
const runsArg = args.indexOf('--runs');
const RUNS = runsArg >= 0 ? Number(args[runsArg + 1]) : 3;
const SKIP_BUILD = args.includes('--skip-build');
const saveArg = args.indexOf('--save');
const SAVE_DIR = saveArg >= 0 ? path.resolve(args[saveArg + 1] ?? '.') : undefined;
const WEB_DIST_DIR = path.resolve(
  process.env.WEB_DIST_DIR ?? path.join(tmpdir(), 'partnerly-bench-landing-web'),
);
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The machine has no internet: everything that would call Google services is off.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const PERF_BAR = 90;
const JS_BUDGET_KB = 100;

interface RunResult {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  scripts: string[];
  jsTransferBytes: number;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  statusCode?: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function load(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
}

function build(): void {
  console.log(`Building the web app into ${WEB_DIST_DIR}...`);
  execFileSync(
    'npx',
    ['vite', 'build', 'apps/web', '--outDir', WEB_DIST_DIR, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: REPO_ROOT,
      stdio: 'inherit',
    },
  );
  console.log('Building the API bundle...');
  execFileSync('npm', ['run', 'build', '-w', '@partnerly/api'], { cwd: REPO_ROOT, stdio: 'inherit' });
}

async function runLighthouse(url: string, run: number): Promise<RunResult> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (SAVE_DIR) {
      await mkdir(SAVE_DIR, { recursive: true });
      await writeFile(path.join(SAVE_DIR, `lhr-${run}.json`), JSON.stringify(lhr, null, 1));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const details = lhr.audits['network-requests']?.details;
    const items = (details && 'items' in details ? details.items : []) as NetworkItem[];
    const scripts = items.filter((item) => item.resourceType === 'Script' && item.url.startsWith(url));
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      si: metric('speed-index'),
      scripts: scripts.map((item) => item.url),
      jsTransferBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    };
  } finally {
    chrome.kill();
  }
}

/** Fetches each script uncompressed and gzips it: the size a visitor downloads. */
async function gzippedSizes(urls: string[]): Promise<Map<string, { raw: number; gz: number }>> {
  const sizes = new Map<string, { raw: number; gz: number }>();
  for (const url of urls) {
    const response = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
    const body = Buffer.from(await response.arrayBuffer());
    sizes.set(url, { raw: body.length, gz: gzipSync(body).length });
  }
  return sizes;
}

async function main(): Promise<void> {
  if (!SKIP_BUILD) build();
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
    // Lighthouse uses the origin the server expects (localhost, see PUBLIC_URL).
    const url = `${server.origin}/`;
    // One unmeasured request so the first run does not pay for a cold file cache.
    await fetch(url);

    const runs: RunResult[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const result = await runLighthouse(url, run);
      runs.push(result);
      console.log(
        `run ${run}: perf ${result.score}  FCP ${Math.round(result.fcp)} ms  LCP ${Math.round(result.lcp)} ms  ` +
          `TBT ${Math.round(result.tbt)} ms  CLS ${result.cls.toFixed(3)}  SI ${Math.round(result.si)} ms  ` +
          `JS transferred ${(result.jsTransferBytes / 1024).toFixed(1)} KB`,
      );
    }

    const scripts = [...new Set(runs.flatMap((run) => run.scripts))];
    const sizes = await gzippedSizes(scripts);
    console.log('first-load JS of / (raw / gzip):');
    for (const [scriptUrl, size] of sizes) {
      console.log(
        `  ${new URL(scriptUrl).pathname}  ${(size.raw / 1024).toFixed(1)} KB / ${(size.gz / 1024).toFixed(1)} KB`,
      );
    }
    const jsKbGz = [...sizes.values()].reduce((sum, size) => sum + size.gz, 0) / 1024;
    await killServer(server, 'SIGTERM');

    const perf = median(runs.map((run) => run.score));
    const lcp = median(runs.map((run) => run.lcp));
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
