import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppEnv } from '../context';
import { html } from '../lib/html';
import { logger } from '../logging/logger';

/**
 * Written by the web build (vite.config.ts, route-preloads plugin): for a page path, the
 * JS files its lazy route module needs beyond what index.html already preloads.
 */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';

async function readRoutePreloads(distDir: string): Promise<Record<string, string[]>> {
  try {
    const parsed = JSON.parse(await readFile(path.join(distDir, ROUTE_PRELOADS_FILE), 'utf8')) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string[]] =>
          Array.isArray(entry[1]) &&
          entry[1].every((file) => typeof file === 'string' && /^\/[\w./-]+$/.test(file)),
      ),
    );
  } catch {
    return {}; // an older build or a development dist: no hints
  }
}

/**
 * index.html with modulepreload links for the page's route chunks, so they load with the entry,
 * and the response's style nonce (securityHeaders) in a meta tag, where the app hands it to the
 * libraries that add <style> elements (apps/web/src/lib/content-security-policy.ts).
 */
function pageHtml(page: string, files: readonly string[] | undefined, nonce: string | undefined): string {
  const tags = (files ?? []).map((file) => `<link rel="modulepreload" crossorigin href="${file}">`);
  if (nonce) tags.unshift(`<meta property="csp-nonce" nonce="${nonce}">`);
  if (tags.length === 0) return page;
  return page.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
}

/** What a page's HTML says about it before any script runs: for link previews and crawlers. */
export interface PageHead {
  /** 404 for a page that does not exist (the page's script shows why). */
  status: 200 | 404;
  title: string;
  /** og:type: 'profile' (a person's page, the default) or 'website'. */
  type?: 'profile' | 'website';
  description?: string;
  /** Absolute URL of the preview image (og:image). */
  imageUrl?: string | null;
  /** Absolute URL of the page (og:url); without it the head has no Open Graph or Twitter tags. */
  url?: string;
  /** Same-origin API addresses the page's script fetches first: loaded alongside it. */
  fetchPreloads?: readonly string[];
  /** A same-origin image the page shows large at once (its LCP element): loaded alongside its script. */
  imagePreload?: string | null;
}

/** A page with an HTML entry of its own (a small bundle without the app) and a server-made head. */
export interface HtmlPage {
  /** The path it answers, as a Hono route ('/creator/:shareCode'). */
  path: string;
  /** Its HTML file in the build ('creator.html'); index.html when a build has none. */
  file: string;
  head(c: Context<AppEnv>): Promise<PageHead>;
}

/**
 * The page's <title>, description, Open Graph and Twitter tags (every value escaped), and its
 * fetch preloads, in place of the file's own title and description.
 */
function withHead(page: string, head: PageHead): string {
  const named = (key: string, value: string | null | undefined) =>
    value ? html`<meta name="${key}" content="${value}" />` : null;
  const property = (key: string, value: string | null | undefined) =>
    value ? html`<meta property="${key}" content="${value}" />` : null;
  // Preview tags only for a page that is there to be shared (it has an address).
  const preview = head.url
    ? [
        property('og:type', head.type ?? 'profile'),
        property('og:site_name', 'Partnerly'),
        property('og:title', head.title),
        property('og:description', head.description),
        property('og:image', head.imageUrl),
        property('og:url', head.url),
        named('twitter:card', 'summary'),
        named('twitter:title', head.title),
        named('twitter:description', head.description),
        named('twitter:image', head.imageUrl),
      ]
    : [];
  const tags = [
    html`<title>${head.title}</title>`,
    named('description', head.description),
    ...preview,
    ...(head.fetchPreloads ?? []).map(
      (href) => html`<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous" />`,
    ),
    head.imagePreload
      ? html`<link rel="preload" href="${head.imagePreload}" as="image" fetchpriority="high" />`
      : null,
  ].filter((tag) => tag !== null);
  const withoutOwn = page
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  // A function, not a string: `$&` in a creator's name must stay text, not a replacement pattern.
  return withoutOwn.replace('</head>', () => `  ${tags.map(String).join('\n    ')}\n  </head>`);
}

/**
 * Serves the built SPA: real files as they are, every other path gets index.html; the paths of
 * `entries` get their own HTML file with a head made for the request.
 */
export function serveWebApp(app: Hono<AppEnv>, distDir: string, entries: readonly HtmlPage[] = []): void {
  const root = path.relative(process.cwd(), path.resolve(distDir)) || '.';
  let pages: Promise<{ html: string; preloads: Record<string, string[]> }> | undefined;
  const servePage = async (c: Context<AppEnv>) => {
    pages ??= Promise.all([
      readFile(path.join(distDir, 'index.html'), 'utf8'),
      readRoutePreloads(distDir),
    ]).then(
      ([html, preloads]) => ({ html, preloads }),
      (error: unknown) => {
        pages = undefined; // read it again on the next request
        throw error;
      },
    );
    const { html, preloads } = await pages;
    // The HTML names the hashed assets of the current build: always revalidate it.
    c.header('Cache-Control', 'no-cache');
    return c.html(pageHtml(html, preloads[c.req.path], c.get('secureHeadersNonce')));
  };

  // Registered after the API routes, so only the app's files are compressed (never the
  // event stream).
  app.use('*', compress());
  app.use('/assets/*', async (c, next) => {
    await next();
    // Hashed file names: a changed file gets a new name, so browsers keep these for good.
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // The page itself, before serveStatic would answer '/' with index.html as a plain file.
  app.get('/', servePage);
  app.get('/index.html', servePage);
  for (const entry of entries) app.get(entry.path, serveOwnEntry(distDir, entry, servePage));
  // The web build writes .br and .gz copies of its files (vite.config.ts, precompress).
  app.use('*', serveStatic({ root, precompressed: true }));
  app.get('*', servePage);
}

/** A page of `pages`: its own HTML file with its head; the app's index.html when the build has no such file. */
function serveOwnEntry(
  distDir: string,
  page: HtmlPage,
  fallback: (c: Context<AppEnv>) => Promise<Response>,
): (c: Context<AppEnv>) => Promise<Response> {
  let file: Promise<string | null> | undefined;
  return async (c) => {
    file ??= readFile(path.join(distDir, page.file), 'utf8').catch(() => null);
    const source = await file;
    if (source === null) {
      file = undefined; // a build may write it later (npm run dev)
      return fallback(c);
    }
    let head: PageHead | undefined;
    try {
      head = await page.head(c);
    } catch (error) {
      // The page still works without its head: its script loads the data and says what failed.
      logger.error({ err: error }, `The head of ${c.req.path} failed`);
    }
    c.header('Cache-Control', 'no-cache');
    const body = pageHtml(head ? withHead(source, head) : source, undefined, c.get('secureHeadersNonce'));
    return c.html(body, head?.status ?? 200);
  };
}
