import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppEnv } from '../context';

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
function pageHtml(html: string, files: readonly string[] | undefined, nonce: string | undefined): string {
  const tags = (files ?? []).map((file) => `<link rel="modulepreload" crossorigin href="${file}">`);
  if (nonce) tags.unshift(`<meta property="csp-nonce" nonce="${nonce}">`);
  if (tags.length === 0) return html;
  return html.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
}

/** Serves the built SPA: real files as they are, every other path gets index.html. */
export function serveWebApp(app: Hono<AppEnv>, distDir: string): void {
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
  // The web build writes .br and .gz copies of its files (vite.config.ts, precompress).
  app.use('*', serveStatic({ root, precompressed: true }));
  app.get('*', servePage);
}
