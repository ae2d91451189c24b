import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../context';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { describe as describeRoute, json } from './describe';

interface Operation {
  summary?: string;
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** The routes the app mounts under /api, as "METHOD /path/{param}" (middleware excluded). */
function mountedRoutes(t: TestApp): string[] {
  const routes = new Set<string>();
  for (const route of t.app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api/')) continue;
    routes.add(`${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`);
  }
  return [...routes].sort();
}

describe('the OpenAPI document (GET /api/openapi.json)', () => {
  let t: TestApp;
  let document: Document;
  beforeAll(async () => {
    t = await createTestApp();
    const response = await t.request('/api/openapi.json');
    expect(response.status).toBe(200);
    document = (await response.json()) as Document;
  });
  afterAll(() => t.close());

  it('is OpenAPI 3.1 and lists every route the app mounts', () => {
    expect(document.openapi).toBe('3.1.0');
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, item]) =>
        Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    expect(mountedRoutes(t).filter((route) => !documented.has(route))).toEqual([]);
  });

  it('describes every operation: a summary, a success answer, and the shared error body', () => {
    const undescribed: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const statuses = Object.keys(operation.responses ?? {});
        const success = statuses.some((status) => /^[23]\d\d$/.test(status));
        if (!operation.summary || !success || !statuses.includes('4XX')) {
          undescribed.push(`${method.toUpperCase()} ${path}`);
        }
      }
    }
    expect(undescribed).toEqual([]);
  });

  it('carries the request schemas: path parameters and JSON bodies', () => {
    const markRead = document.paths['/api/notifications/{id}/read']?.patch;
    expect(markRead?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'path', name: 'id' })]),
    );
    const preferences = document.paths['/api/notifications/preferences']?.put;
    expect(preferences?.requestBody).toMatchObject({
      content: { 'application/json': { schema: { type: 'object' } } },
    });
    expect(
      document.paths['/api/notifications']?.get?.responses?.['200']?.content?.['application/json']?.schema,
    ).toMatchObject({ type: 'object', properties: { unreadCount: { type: 'integer' } } });
  });
});

describe('answers checked against their description (createTestApp)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('fails a request whose answer does not match the documented schema', async () => {
    const app = new Hono<AppEnv>()
      .use('*', async (c, next) => {
        c.set('deps', t.deps);
        await next();
      })
      .get(
        '/right',
        describeRoute({
          summary: 'Right',
          tags: ['test'],
          responses: { 200: json(z.object({ n: z.int() })) },
        }),
        (c) => c.json({ n: 1 }),
      )
      .get(
        '/wrong',
        describeRoute({
          summary: 'Wrong',
          tags: ['test'],
          responses: { 200: json(z.object({ n: z.int() })) },
        }),
        (c) => c.json({ n: 'one' }),
      )
      .get(
        '/undeclared',
        describeRoute({ summary: 'Undeclared', tags: ['test'], responses: { 200: json(z.object({})) } }),
        (c) => c.json({}, 201),
      )
      .get(
        '/bad-error',
        describeRoute({ summary: 'Bad error', tags: ['test'], responses: { 200: json(z.object({})) } }),
        (c) => c.json({ message: 'no' }, 404),
      );
    app.onError((error, c) => c.text(error.message, 500));

    expect((await app.request('/right')).status).toBe(200);
    const wrong = await app.request('/wrong');
    expect(wrong.status).toBe(500);
    expect(await wrong.text()).toContain(
      'GET /wrong answered 200 with a body that does not match its schema',
    );
    const undeclared = await app.request('/undeclared');
    expect(await undeclared.text()).toContain(
      'GET /undeclared answered 201, a status its description does not declare',
    );
    const badError = await app.request('/bad-error');
    expect(await badError.text()).toContain("with an error body that is not the API's");
  });
});
