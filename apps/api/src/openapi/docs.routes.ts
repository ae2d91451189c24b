import { Hono, type Context } from 'hono';
import type { AppEnv } from '../context';
import { html } from '../lib/html';
import { describe } from './describe';
import { swaggerUiFile, swaggerUiVersion, type SwaggerUiFile } from './swagger-ui-files';

/**
 * Starts Swagger UI on the page's #api-reference element with the document its data-url
 * names. No validator badge (it would send the document to validator.swagger.io); the
 * document's URL is never taken from the page's query string (Swagger UI's default).
 */
const INIT_SCRIPT = `'use strict';
(function () {
  var root = document.getElementById('api-reference');
  window.ui = SwaggerUIBundle({
    url: root.dataset.url,
    domNode: root,
    validatorUrl: null,
    docExpansion: 'none',
    deepLinking: true,
  });
})();
`;

/**
 * The reference page's own policy (it keeps it: securityHeaders does not overwrite). Scripts
 * from this origin only, as everywhere (no 'unsafe-eval' either); Swagger UI sets style
 * attributes, so styles may be inline, and its stylesheet draws a few icons as data: images;
 * requests (the document, "Try it out" calls) go to this origin only.
 */
const DOCS_PAGE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The page; Swagger UI's files are asked for by version, so they may be cached for good. */
const docsPage = (version: string) =>
  html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Partnerly API reference</title>
        <link rel="stylesheet" href="/api/docs/swagger-ui.css?v=${version}" />
      </head>
      <body>
        <div id="api-reference" data-url="/api/openapi.json"></div>
        <script src="/api/docs/swagger-ui.js?v=${version}"></script>
        <script src="/api/docs/init.js"></script>
      </body>
    </html>`;

/** One of Swagger UI's files; the page asks for it by version (?v=), so a cached copy never goes stale. */
async function serveSwaggerUiFile(c: Context<AppEnv>, name: SwaggerUiFile, contentType: string) {
  c.header('Cache-Control', 'public, max-age=31536000, immutable');
  c.header('Content-Type', `${contentType}; charset=utf-8`);
  return c.body(new Uint8Array(await swaggerUiFile(name)));
}

// Mounted at /api/docs: the API reference, rendered in the browser from GET /api/openapi.json
// by Swagger UI, whose files this server serves too (no CDN: the page works offline).
export function docsRoutes() {
  const page = String(docsPage(encodeURIComponent(swaggerUiVersion())));
  return new Hono<AppEnv>()
    .get(
      '/',
      describe({
        summary: 'The API reference: this API rendered as a page (Swagger UI)',
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
      '/swagger-ui.js',
      describe({
        summary: "The reference page's script (Swagger UI's browser bundle)",
        tags: ['reference'],
        responses: { 200: { description: 'JavaScript', media: 'text/javascript' } },
      }),
      (c) => serveSwaggerUiFile(c, 'swagger-ui-bundle.js', 'text/javascript'),
    )
    .get(
      '/swagger-ui.css',
      describe({
        summary: "The reference page's stylesheet (Swagger UI's)",
        tags: ['reference'],
        responses: { 200: { description: 'CSS', media: 'text/css' } },
      }),
      (c) => serveSwaggerUiFile(c, 'swagger-ui.css', 'text/css'),
    )
    .get(
      '/init.js',
      describe({
        summary: "The reference page's start script (Swagger UI's settings)",
        tags: ['reference'],
        responses: { 200: { description: 'JavaScript', media: 'text/javascript' } },
      }),
      (c) => {
        c.header('Cache-Control', 'no-cache');
        c.header('Content-Type', 'text/javascript; charset=utf-8');
        return c.body(INIT_SCRIPT);
      },
    );
}
