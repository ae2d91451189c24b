import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleError } from '../../middleware/errors';
import { createTestApp, type TestApp } from '../../test/create-test-app';

// Input the database cannot take (a NUL byte, a malformed UUID, an out-of-range number) is
// the client's fault: the shared error middleware answers 400, not 500, even when a route
// forgot to validate it.

describe('database rejections of bad input', () => {
  let t: TestApp;
  let app: Hono;
  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.deps.database;
    app = new Hono();
    app.onError(handleError);
    app.get('/text/:value', async (c) => {
      await db.execute(sql`select ${c.req.param('value')}::text`);
      return c.json({ ok: true });
    });
    app.get('/uuid/:value', async (c) => {
      await db.execute(sql`select ${c.req.param('value')}::uuid`);
      return c.json({ ok: true });
    });
    app.get('/int/:value', async (c) => {
      await db.execute(sql`select ${c.req.param('value')}::integer`);
      return c.json({ ok: true });
    });
    app.get('/bug', async () => {
      await db.execute(sql`select 1 / 0`);
      return new Response('unreachable');
    });
  });
  afterAll(() => t.close());

  it.each(['/text/a%00b', '/uuid/not-a-uuid', '/int/99999999999'])('%s answers 400 JSON', async (path) => {
    const response = await app.request(path);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'The request contains a value that is not allowed.' },
    });
  });

  it('still answers 500 for a database error the server caused', async () => {
    const response = await app.request('/bug');
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ error: { code: 'INTERNAL' } });
  });

  it('answers good input normally', async () => {
    const response = await app.request('/uuid/00000000-0000-0000-0000-000000000000');
    expect(response.status).toBe(200);
  });
});
