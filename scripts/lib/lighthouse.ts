// Lighthouse runs of the page benchmarks (bench:landing, bench:creator-page, bench:redeem-page):
// headless Debian Chromium with the default mobile config (simulated slow 4G, 4x CPU slowdown),
// offline: every flag that would call Google services is off.
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { REPO_ROOT } from '../../apps/api/src/test/process';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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

/** The quality guide's bars: Lighthouse performance, and the public pages' first-load JS. */
export const PERF_BAR = 90;
export const JS_BUDGET_KB = 100;

export interface PageBenchOptions {
  runs: number;
  skipBuild: boolean;
  /** Where each run's Lighthouse report is kept (--save DIR). */
  saveDir: string | undefined;
  webDistDir: string;
}

/** `[--runs N] [--skip-build] [--save DIR]`, and WEB_DIST_DIR (default a fixed temp folder per bench). */
export function pageBenchOptions(bench: string): PageBenchOptions {
  const args = process.argv.slice(2);
  const valueOf = (flag: string) => {
    const index = args.indexOf(flag);
    return index >= 0 ? (args[index + 1] ?? '.') : undefined;
  };
  const runs = valueOf('--runs');
  const saveDir = valueOf('--save');
  return {
    runs: runs === undefined ? 3 : Number(runs),
    skipBuild: args.includes('--skip-build'),
    saveDir: saveDir === undefined ? undefined : path.resolve(saveDir),
    webDistDir: path.resolve(process.env.WEB_DIST_DIR ?? path.join(tmpdir(), `partnerly-bench-${bench}-web`)),
  };
}

/** Builds the web entries (the app and the public pages) into `webDistDir`, then the API. */
export function buildApp(webDistDir: string): void {
  console.log(`Building the web app into ${webDistDir}...`);
  const vite = (extra: string[]) =>
    execFileSync(
      'npx',
      ['vite', 'build', 'apps/web', '--outDir', webDistDir, '--logLevel', 'warn', ...extra],
      { cwd: REPO_ROOT, stdio: 'inherit' },
    );
  vite(['--emptyOutDir']);
  vite(['--mode', 'creator']);
  vite(['--mode', 'redeem']);
  console.log('Building the API bundle...');
  execFileSync('npm', ['run', 'build', '-w', '@partnerly/api'], { cwd: REPO_ROOT, stdio: 'inherit' });
}

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

export function load(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
}

/** One Lighthouse run on `url`; its report goes to saveDir/lhr-N.json when saveDir is given. */
async function runLighthouse(url: string, run: number, saveDir?: string): Promise<RunResult> {
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
    if (saveDir) {
      await mkdir(saveDir, { recursive: true });
      await writeFile(path.join(saveDir, `lhr-${run}.json`), JSON.stringify(lhr, null, 1));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const details = lhr.audits['network-requests']?.details;
    const items = (details && 'items' in details ? details.items : []) as NetworkItem[];
    const origin = new URL(url).origin;
    const scripts = items.filter((item) => item.resourceType === 'Script' && item.url.startsWith(origin));
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

function describeRun(run: number, result: RunResult): string {
  return (
    `run ${run}: perf ${result.score}  FCP ${Math.round(result.fcp)} ms  LCP ${Math.round(result.lcp)} ms  ` +
    `TBT ${Math.round(result.tbt)} ms  CLS ${result.cls.toFixed(3)}  SI ${Math.round(result.si)} ms  ` +
    `JS transferred ${(result.jsTransferBytes / 1024).toFixed(1)} KB`
  );
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

/** Prints each script's raw and gzipped size; answers the gzipped total in KB. */
async function printFirstLoadJs(label: string, runs: RunResult[]): Promise<number> {
  const scripts = [...new Set(runs.flatMap((run) => run.scripts))];
  const sizes = await gzippedSizes(scripts);
  console.log(`first-load JS of ${label} (raw / gzip):`);
  for (const [scriptUrl, size] of sizes) {
    console.log(
      `  ${new URL(scriptUrl).pathname}  ${(size.raw / 1024).toFixed(1)} KB / ${(size.gz / 1024).toFixed(1)} KB`,
    );
  }
  return [...sizes.values()].reduce((sum, size) => sum + size.gz, 0) / 1024;
}

export interface PageFigures {
  /** Median Lighthouse performance score. */
  perf: number;
  /** Median largest contentful paint, ms. */
  lcp: number;
  /** Every script the page loaded, gzipped, KB. */
  jsKbGz: number;
}

/**
 * Runs Lighthouse `runs` times on the page (after one unmeasured request, so the first run does
 * not pay for a cold file cache), prints each run and the page's scripts, and answers the medians.
 */
export async function measurePage(
  origin: string,
  pagePath: string,
  { runs, saveDir }: Pick<PageBenchOptions, 'runs' | 'saveDir'>,
): Promise<PageFigures> {
  // Lighthouse uses the origin the server expects (localhost, see PUBLIC_URL).
  const url = `${origin}${pagePath}`;
  await fetch(url);
  const results: RunResult[] = [];
  for (let run = 1; run <= runs; run++) {
    const result = await runLighthouse(url, run, saveDir);
    results.push(result);
    console.log(describeRun(run, result));
  }
  const jsKbGz = await printFirstLoadJs(pagePath, results);
  return {
    perf: median(results.map((result) => result.score)),
    lcp: median(results.map((result) => result.lcp)),
    jsKbGz,
  };
}

/**
 * Prints a public page's figures against both bars (performance and the 100 KB first-load JS)
 * and its last line `<name> perf_score=… lcp_ms=… js_kb_gz=…`; answers whether both bars hold.
 */
export function reportPublicPage(name: string, { perf, lcp, jsKbGz }: PageFigures): boolean {
  const isPerfOk = perf >= PERF_BAR;
  const isJsOk = jsKbGz <= JS_BUDGET_KB;
  console.log(`load average after: ${load()}`);
  console.log(
    `bar: perf ${perf} ${isPerfOk ? '>=' : '<'} ${PERF_BAR}; first-load JS ${jsKbGz.toFixed(1)} KB gz ` +
      `${isJsOk ? '<=' : '>'} ${JS_BUDGET_KB} KB`,
  );
  console.log(`${name} perf_score=${perf} lcp_ms=${Math.round(lcp)} js_kb_gz=${jsKbGz.toFixed(1)}`);
  return isPerfOk && isJsOk;
}
