import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/create-test-app';

describe('the API reference page (GET /api/docs)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is an HTML page that renders /api/openapi.json with a script from this server', async () => {
    const response = await t.request('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain('id="api-reference"');
    expect(page).toContain('data-url="/api/openapi.json"');
    // Scalar's default fonts come from its servers; they are off.
    expect(page).toMatch(/withDefaultFonts&#34;:false/);
    const scripts = [...page.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts).toEqual([expect.stringMatching(/^\/api\/docs\/scalar\.js\?v=\d+\.\d+\.\d+/)]);
    expect(page).not.toMatch(/https?:\/\//);
  });

  it('has its own policy: scripts from this origin only, inline styles for Scalar', async () => {
    const policy = (await t.request('/api/docs')).headers.get('content-security-policy') ?? '';
    const directives = Object.fromEntries(
      policy.split(';').map((directive) => {
        const [name, ...sources] = directive.trim().split(/\s+/);
        return [name, sources];
      }),
    );
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives['connect-src']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
  });

  it("serves Scalar's script as JavaScript, cached for good under its versioned URL", async () => {
    const page = await (await t.request('/api/docs')).text();
    const scriptUrl = /<script[^>]*\ssrc="([^"]+)"/.exec(page)?.[1] ?? '';
    const script = await t.request(scriptUrl.replaceAll('&amp;', '&'));
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = await script.text();
    expect(body.length).toBeGreaterThan(1_000_000);
    expect(body).toContain('createApiReference');
  });

  it('is in the OpenAPI document, both routes', async () => {
    const document = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: object }> }>>;
    };
    expect(document.paths['/api/docs']?.get?.responses['200']?.content).toEqual({ 'text/html': {} });
    expect(document.paths['/api/docs/scalar.js']?.get?.responses['200']?.content).toEqual({
      'text/javascript': {},
    });
  });
});
