import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { userSettings } from '../../db/schema';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/create-test-app';
import { createCreator } from '../applications/applications.fixtures';
import { givenShareLink, setProfile } from './creator-page.fixtures';

// Issue 17 item 3: the HTML of /creator/{shareCode} names the creator before any script runs,
// so a shared link previews with their name, words and photo (Open Graph and Twitter tags).

const CREATOR_HTML =
  '<!doctype html><html><head><meta charset="UTF-8" />\n<meta name="description" content="Generic" />\n' +
  '<title>Partnerly</title>\n<script type="module" src="/assets/creator-1.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

let t: TestApp;
let distDir: string;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestApp();
  distDir = await mkdtemp(path.join(tmpdir(), 'partnerly-creator-dist-'));
  await writeFile(
    path.join(distDir, 'index.html'),
    '<html><head><title>App</title></head><body>app</body></html>',
  );
  await writeFile(path.join(distDir, 'creator.html'), CREATOR_HTML);
  app = createApp({ ...t.deps, webDistDir: distDir });
});
afterAll(async () => {
  await rm(distDir, { recursive: true, force: true });
  await t.close();
});

async function pageHtml(pathname: string) {
  const response = await app.request(new URL(pathname, TEST_ORIGIN).toString());
  return { status: response.status, html: await response.text() };
}

/** The content of the meta tag with this name or property. */
function metaOf(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"\\s*/?>`).exec(html)?.[1];
}

describe('the HTML of /creator/{shareCode}', () => {
  it("carries the creator's name, tagline, photo and address, escaped", async () => {
    const creator = await createCreator(t, `Casey <script>alert("x")</script>`, `O'Neil $& Co`);
    await setProfile(t, creator.id, {
      tagline: 'Skincare & coffee <b>daily</b>',
      profileImageUrl: '/api/uploads/00000000-0000-4000-8000-000000000009',
    });
    const shareCode = await givenShareLink(t, creator);

    const { status, html } = await pageHtml(`/creator/${shareCode}`);
    expect(status).toBe(200);
    const title =
      'Casey &#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; O&#39;Neil $&#38; Co | Partnerly';
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<title>Partnerly</title>');
    expect(html).not.toContain('content="Generic"');
    expect(metaOf(html, 'og:title')).toBe(title);
    expect(metaOf(html, 'twitter:title')).toBe(title);
    expect(metaOf(html, 'description')).toBe('Skincare &#38; coffee &#60;b&#62;daily&#60;/b&#62;');
    expect(metaOf(html, 'og:description')).toBe(metaOf(html, 'description'));
    expect(metaOf(html, 'og:image')).toBe(`${TEST_ORIGIN}/api/uploads/00000000-0000-4000-8000-000000000009`);
    expect(metaOf(html, 'twitter:image')).toBe(metaOf(html, 'og:image'));
    expect(metaOf(html, 'og:url')).toBe(`${TEST_ORIGIN}/creator/${shareCode}`);
    expect(html).toContain(
      `<link rel="preload" href="/api/creator-pages/${shareCode}" as="fetch" crossorigin="anonymous" />`,
    );
    expect(html).toContain(
      '<link rel="preload" href="/api/uploads/00000000-0000-4000-8000-000000000009" as="image" fetchpriority="high" />',
    );
    // The page's own entry, not the app's.
    expect(html).toContain('/assets/creator-1.js');
  });

  it('describes a creator without tagline by the bio, and without either by a sentence of its own', async () => {
    const creator = await createCreator(t, 'Layla', 'Haddad');
    await setProfile(t, creator.id, { bio: `Food reels.\n\nDubai.` });
    const { html } = await pageHtml(`/creator/${await givenShareLink(t, creator)}`);
    expect(metaOf(html, 'description')).toBe('Food reels. Dubai.');
    expect(metaOf(html, 'og:image')).toBeUndefined();

    const plain = await createCreator(t, 'Omar', 'Saleh');
    const { html: plainHtml } = await pageHtml(`/creator/${await givenShareLink(t, plain)}`);
    expect(metaOf(plainHtml, 'description')).toBe(
      'Discount codes and offers from Omar Saleh, shared on Partnerly.',
    );
  });

  it("answers 404 'Creator Not Found' for an unknown or malformed link, still with the page's entry", async () => {
    for (const pathname of ['/creator/Nope1234', '/creator/%3Cscript%3E']) {
      const { status, html } = await pageHtml(pathname);
      expect(status).toBe(404);
      expect(html).toContain('<title>Creator Not Found | Partnerly</title>');
      expect(html).toContain('/assets/creator-1.js');
      expect(metaOf(html, 'og:title')).toBeUndefined();
    }
  });

  it('names no one whose profile is not public: link previewers are signed out', async () => {
    const creator = await createCreator(t, 'Hidden', 'Person');
    const shareCode = await givenShareLink(t, creator);
    await t.deps.database.db
      .insert(userSettings)
      .values({ userId: creator.id, profileVisibility: 'brands-only' });
    const { status, html } = await pageHtml(`/creator/${shareCode}`);
    expect(status).toBe(200);
    expect(html).toContain('<title>Partnerly</title>');
    expect(html).not.toContain('Hidden');
  });
});
