import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { html } from '../lib/html';
import { describe } from './describe';
import { scalarBundle, scalarVersion } from './scalar-bundle';

/**
 * Scalar's settings (the document is the script element's data-url): nothing from Scalar's services (its
 * default fonts come from fonts.scalar.com, its AI agent, MCP and telemetry call scalar.com).
 */
const CONFIGURATION = {
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: 'never',
};

/**
 * The reference page's own policy (it keeps it: securityHeaders does not overwrite). Scripts
 * from this origin only, as everywhere (no 'unsafe-eval' either: see scalar-bundle.ts); Scalar
 * injects its stylesheet as <style> elements and sets style attributes, so styles may be
 * inline (without it the browser reports both); requests (the document, "Try it" calls) go
 * to this origin only.
 */
const DOCS_PAGE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The page; the script's URL names Scalar's version, so the script may be cached for good. */
const docsPage = (scriptUrl: string) =>
  html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Partnerly API reference</title>
      </head>
      <body>
        <script
          id="api-reference"
          data-url="/api/openapi.json"
          data-configuration="${JSON.stringify(CONFIGURATION)}"
        ></script>
        <script src="${scriptUrl}"></script>
      </body>
    </html>`;

// Mounted at /api/docs: the API reference, rendered in the browser from GET /api/openapi.json
// by Scalar, whose script this server serves too (no CDN: the page works offline).
export function docsRoutes() {
  const page = String(docsPage(`/api/docs/scalar.js?v=${encodeURIComponent(scalarVersion())}`));
  return new Hono<AppEnv>()
    .get(
      '/',
      describe({
        summary: 'The API reference: this API rendered as a page (Scalar)',
        tags: ['reference'],
        responses: { 200: { description: 'The reference page', media: 'text/html' } },
      }),
      (c) => {
        c.header('Content-Security-Policy', DOCS_PAGE_POLICY);
        c.header('Cache-Control', 'no-cache');
        return c.html(page);
      },
    )
    .get(
      '/scalar.js',
      describe({
        summary: "The reference page's script (Scalar's standalone build)",
        tags: ['reference'],
        responses: { 200: { description: 'JavaScript', media: 'text/javascript' } },
      }),
      async (c) => {
        // The page asks for it by version (?v=), so a cached copy never goes stale.
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
        c.header('Content-Type', 'text/javascript; charset=utf-8');
        return c.body(new Uint8Array(await scalarBundle()));
      },
    );
}
