// Measures the public creator page (/creator/{shareCode}) against the bars of issue 17 item 6
// and the quality guide: Lighthouse mobile performance >= 90 in headless Chromium (default
// mobile config: simulated slow 4G and 4x CPU slowdown) and first-load JavaScript <= 100 KB
// gzipped (every script the page loads, fetched and gzipped here).
//
// It builds the web app (both entries: the app, then creator.html with `--mode creator`) into
// its own directory (WEB_DIST_DIR, default a fixed folder under the temp dir, so it never clashes
// with apps/web/dist) and the API bundle, starts the bundled server in production mode on a
// temporary DATA_DIR with the demo seeded (Casey's page /creator/CaseyUAE with the codes of her
// approved campaigns), gives Casey a profile photo (the page's largest image, as a real
// creator's would be), and runs Lighthouse N times on her page. Everything runs on this computer:
// no request leaves it. Scores depend on the machine's load: the load average is printed before
// and after. Exit code 1 when the median score or the JavaScript is over its bar.
//
//   npm run bench:creator-page -- [--runs N] [--skip-build] [--save DIR]
//
// --save DIR keeps each run's Lighthouse report (lhr-N.json) for a closer look.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { crc32, deflateSync } from 'node:zlib';
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
} = pageBenchOptions('creator-page');
/** The demo creator's share code (apps/api/src/modules/demo/demo-share-link.ts). */
const SHARE_CODE = 'CaseyUAE';
const DEMO_CREATOR = { email: 'creator@demo.partnerly.local', password: 'Demo1234!' };
const SEED_TIMEOUT_MS = 180_000;

/**
 * A 400 × 400 PNG of a smooth colour gradient, made here: a stand-in for a creator's photo of
 * about the weight of a cropped profile photo (tens of KB, not hundreds).
 */
function portraitPng(size = 400): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    const row = y * (1 + size * 3);
    for (let x = 0; x < size; x++) {
      const pixel = row + 1 + x * 3;
      rows[pixel] = (x * 255) / size;
      rows[pixel + 1] = (y * 255) / size;
      rows[pixel + 2] = 160;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Waits for the demo seed (it runs as the server starts) to have made Casey's page. */
async function waitForPage(baseUrl: string): Promise<void> {
  const deadline = Date.now() + SEED_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl}/api/creator-pages/${SHARE_CODE}`);
    if (response.ok) {
      const { codes } = (await response.json()) as { codes: unknown[] };
      console.log(`/creator/${SHARE_CODE} is up with ${codes.length} code(s)`);
      return;
    }
    await sleep(500);
  }
  throw new Error(`/api/creator-pages/${SHARE_CODE} did not answer 200 within ${SEED_TIMEOUT_MS / 1000} s`);
}

/** Signs in as Casey, uploads the photo and makes it her profile photo. */
async function givePhoto(baseUrl: string, origin: string): Promise<void> {
  const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(DEMO_CREATOR),
  });
  if (!signIn.ok) throw new Error(`Sign-in answered ${signIn.status}: ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const form = new FormData();
  form.set('purpose', 'avatar');
  form.set('file', new Blob([new Uint8Array(portraitPng())], { type: 'image/png' }), 'casey.png');
  const upload = await fetch(`${baseUrl}/api/uploads`, {
    method: 'POST',
    headers: { origin, cookie },
    body: form,
  });
  if (upload.status !== 201) throw new Error(`Upload answered ${upload.status}: ${await upload.text()}`);
  const { id } = (await upload.json()) as { id: string };
  const photo = await fetch(`${baseUrl}/api/me/creator-profile/image`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify({ uploadId: id }),
  });
  if (!photo.ok) throw new Error(`Setting the photo answered ${photo.status}: ${await photo.text()}`);
}

async function main(): Promise<void> {
  if (!SKIP_BUILD) buildApp(WEB_DIST_DIR);
  if (!existsSync(path.join(WEB_DIST_DIR, 'creator.html'))) {
    throw new Error(`No built creator page in ${WEB_DIST_DIR}: run without --skip-build`);
  }
  console.log(`load average before: ${load()}`);

  const dataDir = await makeTempDir('partnerly-bench-creator-page-');
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
    await waitForPage(server.baseUrl);
    await givePhoto(server.baseUrl, server.origin);
    const figures = await measurePage(server.origin, `/creator/${SHARE_CODE}`, {
      runs: RUNS,
      saveDir: SAVE_DIR,
    });
    await killServer(server, 'SIGTERM');
    process.exitCode = reportPublicPage('creator-page', figures) ? 0 : 1;
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
