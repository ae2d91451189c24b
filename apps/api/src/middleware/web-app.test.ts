import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../context';
import { serveWebApp } from './web-app';

describe('serving the built web app', () => {
  let distDir: string;
  let app: Hono<AppEnv>;
  const script = `console.log(${JSON.stringify('partnerly '.repeat(400))});`;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'partnerly-dist-'));
    await mkdir(path.join(distDir, 'assets'));
    await writeFile(
      path.join(distDir, 'index.html'),
      '<!doctype html><html><head><title>P</title></head><body><div id="root"></div></body></html>',
    );
    await writeFile(path.join(distDir, 'assets', 'main.js'), script);
    await writeFile(path.join(distDir, 'assets', 'main.js.br'), brotliCompressSync(script));
    await writeFile(
      path.join(distDir, 'route-preloads.json'),
      JSON.stringify({ '/': ['/assets/landing-1.js', '/assets/icons-2.js'] }),
    );
    app = new Hono<AppEnv>();
    app.get('/api/ping', (c) => c.json({ pong: true }));
    serveWebApp(app, distDir);
  });
  afterAll(() => rm(distDir, { recursive: true, force: true }));

  it('answers every app route with index.html, not cached', async () => {
    const response = await app.request('/campaigns/abc');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<div id="root">');
  });

  it('answers / with index.html, not cached, preloading the landing page modules', async () => {
    const response = await app.request('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/landing-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/icons-2.js">');
    expect(html.indexOf('icons-2.js')).toBeLessThan(html.indexOf('</head>'));

    for (const url of ['/index.html', '/contact']) {
      const other = await app.request(url);
      expect(other.headers.get('cache-control')).toBe('no-cache');
      expect(await other.text()).not.toContain('modulepreload');
    }
  });

  it('serves the brotli copy of an asset to browsers that accept it', async () => {
    const response = await app.request('/assets/main.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toContain('immutable');
    const body = Buffer.from(await response.arrayBuffer());
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('serves assets compressed and cacheable for a year', async () => {
    const response = await app.request('/assets/main.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toContain('immutable');
    const body = new Uint8Array(await response.arrayBuffer());
    expect(body.byteLength).toBeLessThan(script.length / 4);
  });

  it('leaves API answers alone', async () => {
    const response = await app.request('/api/ping', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.json()).toEqual({ pong: true });
  });

  it('serves a page of its own entry only when the build has that file, and without its head when the head fails', async () => {
    await writeFile(
      path.join(distDir, 'own.html'),
      '<html><head><title>Own</title></head><body>own</body></html>',
    );
    const withEntries = new Hono<AppEnv>();
    serveWebApp(withEntries, distDir, [
      { path: '/missing/:id', file: 'missing.html', head: async () => ({ status: 200, title: 'Never' }) },
      {
        path: '/own/:id',
        file: 'own.html',
        head: async (c) => {
          if (c.req.param('id') === 'broken') throw new Error('database down');
          return { status: 404, title: 'Gone' };
        },
      },
    ]);
    const missing = await withEntries.request('/missing/1');
    expect(await missing.text()).toContain('<div id="root">');
    const gone = await withEntries.request('/own/1');
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain('<title>Gone</title>');
    const broken = await withEntries.request('/own/broken');
    expect(broken.status).toBe(200);
    expect(await broken.text()).toContain('<title>Own</title>');
  });
});
