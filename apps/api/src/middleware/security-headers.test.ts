import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { startCheckout } from '../modules/subscriptions/subscriptions.fixtures';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/create-test-app';
import { createBrand } from '../test/factories/brand';

// Issue: security headers on every response (the SPA, API answers and errors), from Hono's
// secure-headers middleware.

/** The directives of a Content-Security-Policy header, by name. */
function policyOf(response: Response): Map<string, string[]> {
  const header = response.headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

/** The nonce the policy allows for <style> elements, e.g. 'nonce-abc' -> abc. */
function styleNonceOf(response: Response): string | undefined {
  const value = policyOf(response)
    .get('style-src')
    ?.find((source) => source.startsWith("'nonce-"));
  return value?.slice("'nonce-".length, -1);
}

function expectSecurityHeaders(response: Response, label: string) {
  const policy = policyOf(response);
  expect(policy.get('default-src'), label).toEqual(["'self'"]);
  // Scripts from this origin only: no inline script, no eval, no nonce. WebAssembly may be
  // compiled (the QR decoder of the check-in validator): 'wasm-unsafe-eval' allows nothing else.
  expect(policy.get('script-src'), label).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  expect(policy.get('style-src')?.[0], label).toBe("'self'");
  expect(policy.get('style-src'), label).not.toContain("'unsafe-inline'");
  expect(policy.get('img-src'), label).toEqual(["'self'", 'blob:']);
  expect(policy.get('connect-src'), label).toEqual(["'self'"]);
  expect(policy.get('object-src'), label).toEqual(["'none'"]);
  expect(policy.get('base-uri'), label).toEqual(["'none'"]);
  expect(policy.get('form-action'), label).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors'), label).toEqual(["'none'"]);
  expect(response.headers.get('x-frame-options'), label).toBe('DENY');
  expect(response.headers.get('x-content-type-options'), label).toBe('nosniff');
  // Never a path or query (reset tokens) in a Referer; the Origin header stays intact.
  expect(response.headers.get('referrer-policy'), label).toBe('strict-origin');
  expect(response.headers.get('permissions-policy'), label).toBe(
    'camera=(self), microphone=(), geolocation=()',
  );
  // PUBLIC_URL is http here: no HSTS.
  expect(response.headers.get('strict-transport-security'), label).toBeNull();
}

let t: TestApp;
let distDir: string;
let site: ReturnType<typeof createApp>;

beforeAll(async () => {
  t = await createTestApp();
  distDir = await mkdtemp(path.join(tmpdir(), 'partnerly-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(
    path.join(distDir, 'index.html'),
    '<!doctype html><html><head><title>P</title></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(distDir, 'assets', 'main.js'), 'console.log(1);');
  site = createApp({ ...t.deps, webDistDir: distDir });
});
afterAll(async () => {
  await t.close();
  await rm(distDir, { recursive: true, force: true });
});

const get = (
  app: { request: (url: string, init?: RequestInit) => Response | Promise<Response> },
  pathname: string,
) =>
  Promise.resolve(
    app.request(new URL(pathname, TEST_ORIGIN).toString(), { headers: { origin: TEST_ORIGIN } }),
  );

describe('security headers', () => {
  it('are on the SPA page, its assets and unknown app paths', async () => {
    for (const [pathname, status] of [
      ['/', 200],
      ['/index.html', 200],
      ['/campaigns/abc?x=1', 200],
      ['/assets/main.js', 200],
    ] as const) {
      const response = await get(site, pathname);
      expect(response.status, pathname).toBe(status);
      expectSecurityHeaders(response, pathname);
    }
  });

  it('are on API answers and API errors (400, 401, 404, 500)', async () => {
    const failing = createApp(t.deps);
    failing.get('/api-test/crash', () => {
      throw new Error('boom');
    });
    for (const [app, pathname, status] of [
      [site, '/api/health', 200],
      [site, '/api/auth/get-session', 200],
      [site, `/api/dev/outbox?to=${'a'.repeat(321)}`, 400],
      [site, '/api/notifications', 401],
      [site, '/api/no-such-route', 404],
      [failing, '/api-test/crash', 500],
    ] as const) {
      const response = await get(app, pathname);
      expect(response.status, pathname).toBe(status);
      expectSecurityHeaders(response, pathname);
    }
  });

  it('give index.html a fresh style nonce for the libraries that add <style> elements', async () => {
    const first = await get(site, '/dashboard');
    const second = await get(site, '/dashboard');
    const nonce = styleNonceOf(first);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(await first.text()).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
    expect(styleNonceOf(second)).not.toBe(nonce);
  });

  it('cover the sandbox checkout page, whose only inline style carries the nonce', async () => {
    const brand = await createBrand(t);
    const { body } = await startCheckout(t, brand, 'basic');
    const response = await get(site, new URL(body.url!).pathname);
    expect(response.status).toBe(200);
    expectSecurityHeaders(response, 'sandbox checkout');
    const html = await response.text();
    expect(html.match(/<style[^>]*>/g)).toEqual([`<style nonce="${styleNonceOf(response)}">`]);
    expect(html).not.toMatch(/<script|\sstyle=/);
  });

  it('add HSTS when PUBLIC_URL is https', async () => {
    const https = createApp({ ...t.deps, publicUrl: 'https://partnerly.example' });
    for (const pathname of ['/api/health', '/api/no-such-route']) {
      const response = await get(https, pathname);
      expect(response.headers.get('strict-transport-security'), pathname).toBe(
        'max-age=15552000; includeSubDomains',
      );
    }
  });
});
