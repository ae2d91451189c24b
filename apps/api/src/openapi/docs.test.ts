import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/create-test-app';

/** The page's script and stylesheet URLs, in order. */
const assetsOf = (page: string) => ({
  scripts: [...page.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]),
  stylesheets: [...page.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]),
});

describe('the API reference page (GET /api/docs)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is an HTML page that renders /api/openapi.json with files from this server', async () => {
    const response = await t.request('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain('<div id="api-reference" data-url="/api/openapi.json"></div>');
    expect(assetsOf(page)).toEqual({
      scripts: [expect.stringMatching(/^\/api\/docs\/swagger-ui\.js\?v=\d+\.\d+\.\d+$/), '/api/docs/init.js'],
      stylesheets: [expect.stringMatching(/^\/api\/docs\/swagger-ui\.css\?v=\d+\.\d+\.\d+$/)],
    });
    expect(page).not.toMatch(/https?:\/\//);
  });

  it('has its own policy: scripts from this origin only, inline styles and data: images for Swagger UI', async () => {
    const policy = (await t.request('/api/docs')).headers.get('content-security-policy') ?? '';
    const directives = Object.fromEntries(
      policy.split(';').map((directive) => {
        const [name, ...sources] = directive.trim().split(/\s+/);
        return [name, sources];
      }),
    );
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives['img-src']).toEqual(["'self'", 'data:']);
    expect(directives['connect-src']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
  });

  it("serves Swagger UI's script and stylesheet, cached for good under their versioned URLs", async () => {
    const { scripts, stylesheets } = assetsOf(await (await t.request('/api/docs')).text());
    const script = await t.request(scripts[0] ?? '');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = await script.text();
    expect(body.length).toBeGreaterThan(1_000_000);
    expect(body).toContain('SwaggerUIBundle');

    const stylesheet = await t.request(stylesheets[0] ?? '');
    expect(stylesheet.status).toBe(200);
    expect(stylesheet.headers.get('content-type')).toMatch(/^text\/css/);
    expect(stylesheet.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await stylesheet.text()).toContain('.swagger-ui');
  });

  it('starts Swagger UI on the page with the document named by the page, and no validator badge', async () => {
    const init = await t.request('/api/docs/init.js');
    expect(init.status).toBe(200);
    expect(init.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(init.headers.get('cache-control')).toBe('no-cache');
    const script = await init.text();
    expect(script).toContain("document.getElementById('api-reference')");
    expect(script).toContain('url: root.dataset.url');
    expect(script).toContain('validatorUrl: null');
  });

  it('is in the OpenAPI document, every route', async () => {
    const document = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: object }> }>>;
    };
    const contentOf = (path: string) => document.paths[path]?.get?.responses['200']?.content;
    expect(contentOf('/api/docs')).toEqual({ 'text/html': {} });
    expect(contentOf('/api/docs/swagger-ui.js')).toEqual({ 'text/javascript': {} });
    expect(contentOf('/api/docs/swagger-ui.css')).toEqual({ 'text/css': {} });
    expect(contentOf('/api/docs/init.js')).toEqual({ 'text/javascript': {} });
  });
});
