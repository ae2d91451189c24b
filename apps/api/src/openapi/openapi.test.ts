import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation & { tags?: string[] }>>;
  components?: { schemas?: Record<string, unknown> };
};

/** The routes the app mounts under /api, as "METHOD /path/{param}" (middleware excluded). */
function mountedRoutes(t: TestApp): string[] {
  const routes = new Set<string>();
  for (const route of t.app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api/')) continue;
    routes.add(`${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`);
  }
  return [...routes].sort();
}

/** Every operation of the document, as "METHOD /path/{param}". */
const operationsOf = (document: Pick<Document, 'paths'>) =>
  new Set(
    Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    ),
  );

/** better-auth's own handler, mounted for all its endpoints (auth.routes.ts). */
const AUTH_HANDLER_ROUTES = ['GET /api/auth/*', 'POST /api/auth/*'];

/** The endpoints better-auth serves (those auth.ts disables left out), as the document names them. */
async function betterAuthOperations(t: TestApp): Promise<string[]> {
  const own = await t.deps.auth.api.generateOpenAPISchema();
  return [...operationsOf(own as unknown as Document)].map((operation) =>
    operation.replace(' ', ' /api/auth'),
  );
}

/** Every `$ref` in a part of the document. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === '$ref' && typeof item === 'string' ? [item] : refsIn(item),
  );
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

  it('is OpenAPI 3.1 and lists every route the app mounts', async () => {
    expect(document.openapi).toBe('3.1.0');
    const documented = operationsOf(document);
    // better-auth's one handler counts as documented when its endpoints are.
    const authOperations = await betterAuthOperations(t);
    expect(authOperations.length).toBeGreaterThan(10);
    expect(authOperations.filter((operation) => !documented.has(operation))).toEqual([]);
    for (const route of AUTH_HANDLER_ROUTES) documented.add(route);
    expect(mountedRoutes(t).filter((route) => !documented.has(route))).toEqual([]);
  });

  it("has better-auth's endpoints under /api/auth, tagged auth, without the disabled ones", () => {
    const signIn = document.paths['/api/auth/sign-in/email']?.post;
    expect(signIn?.tags).toEqual(['auth']);
    expect(signIn?.requestBody).toMatchObject({
      content: { 'application/json': { schema: { required: ['email', 'password'] } } },
    });
    expect(document.paths['/api/auth/sign-in/email-otp']?.post?.tags).toEqual(['auth']);
    // Disabled in auth.ts: our own routes replace them, or they are not offered.
    expect(document.paths['/api/auth/change-password']).toBeUndefined();
    expect(document.paths['/api/auth/delete-user']).toBeUndefined();
    // The OpenAPI plugin's own routes are closed too; its document is this one.
    expect(document.paths['/api/auth/open-api/generate-schema']).toBeUndefined();
    expect(document.paths['/api/auth/reference']).toBeUndefined();
  });

  it("adds no route of better-auth's OpenAPI plugin: its document and its CDN reference page answer 404", async () => {
    for (const path of ['/api/auth/open-api/generate-schema', '/api/auth/reference']) {
      const response = await t.request(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });

  it('resolves every $ref within the document (better-auth schemas merged into components)', () => {
    const refs = [...new Set(refsIn(document.paths))];
    expect(refs).toContain('#/components/schemas/User');
    const unresolved = refs.filter((ref) => {
      const name = /^#\/components\/schemas\/(.+)$/.exec(ref)?.[1];
      return !name || !(name in (document.components?.schemas ?? {}));
    });
    expect(unresolved).toEqual([]);
    // 3.1 has no `nullable` (a type list with 'null' instead).
    expect(JSON.stringify(document)).not.toContain('"nullable"');
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

  it('builds the document again on the next request after a failed build (not kept until restart)', async () => {
    const generate = vi
      .spyOn(t.deps.auth.api, 'generateOpenAPISchema')
      .mockRejectedValueOnce(new Error('better-auth could not describe itself'));
    try {
      expect((await t.request('/api/openapi.json')).status).toBe(500);
      const retried = await t.request('/api/openapi.json');
      expect(retried.status).toBe(200);
      const document = (await retried.json()) as Document;
      expect(Object.keys(document.paths)).toContain('/api/auth/sign-in/email');
      expect(generate).toHaveBeenCalledTimes(2);
    } finally {
      generate.mockRestore();
    }
  });
});
