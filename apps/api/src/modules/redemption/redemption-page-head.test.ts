import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REDEMPTION_MESSAGES } from '@partnerly/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/create-test-app';
import { uploadLogo } from '../private-codes/private-codes.fixtures';
import { REDEMPTION_LOOKUP_LIMIT } from './redemption-limits';
import { freshIp, givenCode } from './redemption.fixtures';

// Issue 18 item 6: the HTML of /r/{code} names the discount and the brand before any script
// runs, so a shared link previews as '20% off at Brand' with the code's logo.

const REDEEM_HTML =
  '<!doctype html><html><head><meta charset="UTF-8" />\n<meta name="description" content="Generic" />\n' +
  '<title>Partnerly</title>\n<script type="module" src="/assets/redeem-1.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

let t: TestApp;
let distDir: string;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'true' });
  distDir = await mkdtemp(path.join(tmpdir(), 'partnerly-redeem-dist-'));
  await writeFile(
    path.join(distDir, 'index.html'),
    '<html><head><title>App</title></head><body>app</body></html>',
  );
  await writeFile(path.join(distDir, 'redeem.html'), REDEEM_HTML);
  app = createApp({ ...t.deps, webDistDir: distDir });
});
afterAll(async () => {
  await rm(distDir, { recursive: true, force: true });
  await t.close();
});

async function pageHtml(pathname: string, ip = freshIp()) {
  const response = await app.request(new URL(pathname, TEST_ORIGIN).toString(), {
    headers: { 'x-forwarded-for': ip },
  });
  return { status: response.status, html: await response.text() };
}

/** The content of the meta tag with this name or property. */
function metaOf(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"\\s*/?>`).exec(html)?.[1];
}

describe('the HTML of /r/{code}', () => {
  it('carries the discount, the brand, the logo and the address, escaped', async () => {
    const { brand } = await givenCode(t);
    const logoId = await uploadLogo(t, brand);
    const { code } = await givenCode(t, {
      brand,
      companyName: `Nour <script>alert("x")</script> $& Co`,
      discountDescription: `20% off & a "free" <b>cookie</b>`,
      campaignName: 'Spring',
      logoUploadId: logoId,
    });

    const { status, html } = await pageHtml(`/r/${code.code}`);
    expect(status).toBe(200);
    const title =
      '20% off &#38; a &#34;free&#34; &#60;b&#62;cookie&#60;/b&#62; at Nour &#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; $&#38; Co';
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<title>Partnerly</title>');
    expect(html).not.toContain('content="Generic"');
    expect(metaOf(html, 'og:title')).toBe(title);
    expect(metaOf(html, 'twitter:title')).toBe(title);
    expect(metaOf(html, 'og:type')).toBe('website');
    expect(metaOf(html, 'description')).toContain('Spring: a discount from Nour');
    expect(metaOf(html, 'og:image')).toBe(`${TEST_ORIGIN}/api/uploads/${logoId}`);
    expect(metaOf(html, 'og:url')).toBe(`${TEST_ORIGIN}/r/${code.code}`);
    expect(html).toContain(
      `<link rel="preload" href="/api/redeem/${code.code}" as="fetch" crossorigin="anonymous" />`,
    );
    expect(html).toContain(
      `<link rel="preload" href="/api/uploads/${logoId}" as="image" fetchpriority="high" />`,
    );
    // The page's own entry, not the app's.
    expect(html).toContain('/assets/redeem-1.js');
  });

  it('reads "20% off at Brand" for a code without a profile, with no image', async () => {
    const { code } = await givenCode(t, { discountDescription: '20% off' });
    const { html } = await pageHtml(`/r/${code.code}`);
    expect(html).toContain('<title>20% off at Brand</title>');
    expect(metaOf(html, 'og:image')).toBeUndefined();
    expect(html).not.toContain('as="image"');
  });

  it('answers 404 for an unknown code and for an address that cannot be a code, still with the page', async () => {
    const unknown = await pageHtml('/r/NOPE-DDDDDD');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain(`<title>${REDEMPTION_MESSAGES.notValid} | Partnerly</title>`);
    expect(unknown.html).toContain('/assets/redeem-1.js');
    expect(metaOf(unknown.html, 'og:title')).toBeUndefined();

    const malformed = await pageHtml('/r/%3Cscript%3E');
    expect(malformed.status).toBe(404);
    expect(malformed.html).toContain(`<title>${REDEMPTION_MESSAGES.invalidLink} | Partnerly</title>`);
  });

  it('is the plain head once the network has used its look-ups, whether the code exists or not', async () => {
    const { code } = await givenCode(t);
    const ip = freshIp();
    for (let index = 0; index < REDEMPTION_LOOKUP_LIMIT.max; index++) await pageHtml('/r/GUESS-EEEEEE', ip);
    for (const pathname of [`/r/${code.code}`, '/r/GUESS-FFFFFF']) {
      const { status, html } = await pageHtml(pathname, ip);
      expect(status).toBe(200);
      expect(html).toContain('<title>Partnerly</title>');
      expect(metaOf(html, 'og:title')).toBeUndefined();
    }
  });
});
