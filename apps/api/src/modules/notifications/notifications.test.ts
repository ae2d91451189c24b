import type { Notification, NotificationList } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { as, recordEvents, signUp, type TestUser } from './notifications.fixtures';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUp(t, 'alice@example.com', 'Alice');
  bob = await signUp(t, 'bob@example.com', 'Bob');
});
afterAll(() => t.close());

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** Stores notifications for a user; the n-th is n minutes old, so index 0 is the newest. */
async function seed(userId: string, count: number, extra: Partial<typeof notifications.$inferInsert> = {}) {
  const rows = Array.from({ length: count }, (_, index) => ({
    userId,
    type: 'system_update' as const,
    title: `Title ${index}`,
    message: `Message ${index}`,
    createdAt: minutesAgo(index + 1),
    ...extra,
  }));
  return t.deps.database.db.insert(notifications).values(rows).returning();
}

async function list(user: TestUser, query = ''): Promise<NotificationList> {
  const response = await as(t, user)('GET', `/api/notifications${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as NotificationList;
}

beforeEach(async () => {
  await t.deps.database.db.delete(notifications).where(eq(notifications.userId, alice.id));
  await t.deps.database.db.delete(notifications).where(eq(notifications.userId, bob.id));
});

describe('GET /api/notifications', () => {
  it('lists the newest first with the unread count, and only the own ones', async () => {
    await seed(alice.id, 3);
    await seed(bob.id, 2);
    const body = await list(alice);
    expect(body.notifications.map((n: Notification) => n.title)).toEqual(['Title 0', 'Title 1', 'Title 2']);
    expect(body.unreadCount).toBe(3);
    expect(body.notifications[0]).toMatchObject({ type: 'system_update', isRead: false, link: null });
  });

  it('returns at most 50 and honours a smaller limit, while counting every unread one', async () => {
    await seed(alice.id, 55);
    const all = await list(alice);
    expect(all.notifications).toHaveLength(50);
    expect(all.notifications[0]!.title).toBe('Title 0');
    expect(all.unreadCount).toBe(55);
    const five = await list(alice, '?limit=5');
    expect(five.notifications.map((n) => n.title)).toEqual([
      'Title 0',
      'Title 1',
      'Title 2',
      'Title 3',
      'Title 4',
    ]);
  });

  it('leaves out expired notifications from the list and the count', async () => {
    await seed(alice.id, 1, { title: 'expired', expiresAt: minutesAgo(1) });
    await seed(alice.id, 1, { title: 'future', expiresAt: new Date(Date.now() + 3_600_000) });
    await seed(alice.id, 1, { title: 'forever', expiresAt: null, createdAt: minutesAgo(5) });
    const body = await list(alice);
    expect(body.notifications.map((n) => n.title)).toEqual(['future', 'forever']);
    expect(body.unreadCount).toBe(2);
  });

  it('answers 400 with a field message for a bad limit', async () => {
    for (const query of ['?limit=0', '?limit=51', '?limit=abc']) {
      const response = await as(t, alice)('GET', `/api/notifications${query}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { code: 'VALIDATION_FAILED', fields: { limit: expect.any(Array) } },
      });
    }
  });
});

describe('reading and deleting', () => {
  it('marks one read, lowers the count and tells the other tabs', async () => {
    const [first, second] = await seed(alice.id, 2);
    const { events, settle } = await recordEvents(t, alice.id);
    const response = await as(t, alice)('PATCH', `/api/notifications/${first!.id}/read`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      notification: { id: first!.id, isRead: true },
      unreadCount: 1,
    });
    await settle();
    expect(events).toEqual([
      { type: 'notification.updated', data: { ids: [first!.id], isRead: true, unreadCount: 1 } },
    ]);
    // Reading it again changes nothing and the count never drops below the real number.
    const again = await as(t, alice)('PATCH', `/api/notifications/${first!.id}/read`);
    expect(await again.json()).toMatchObject({ unreadCount: 1 });
    const body = await list(alice);
    expect(body.notifications.find((n) => n.id === second!.id)!.isRead).toBe(false);
  });

  it('marks all read, only for the signed-in user', async () => {
    await seed(alice.id, 3);
    await seed(bob.id, 2);
    const { events, settle } = await recordEvents(t, alice.id);
    const response = await as(t, alice)('POST', '/api/notifications/read-all');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ updated: 3, unreadCount: 0 });
    await settle();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'notification.updated', data: { isRead: true, unreadCount: 0 } });
    expect((events[0]!.data as { ids: string[] }).ids).toHaveLength(3);
    expect((await list(alice)).notifications.every((n) => n.isRead)).toBe(true);
    expect((await list(bob)).unreadCount).toBe(2);
    const again = await as(t, alice)('POST', '/api/notifications/read-all');
    expect(await again.json()).toEqual({ updated: 0, unreadCount: 0 });
  });

  it('deletes one and publishes notification.deleted', async () => {
    const [first, second] = await seed(alice.id, 2);
    const { events, settle } = await recordEvents(t, alice.id);
    const response = await as(t, alice)('DELETE', `/api/notifications/${first!.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ unreadCount: 1 });
    await settle();
    expect(events).toEqual([{ type: 'notification.deleted', data: { id: first!.id, unreadCount: 1 } }]);
    expect((await list(alice)).notifications.map((n) => n.id)).toEqual([second!.id]);
    const gone = await as(t, alice)('DELETE', `/api/notifications/${first!.id}`);
    expect(gone.status).toBe(404);
  });
});

describe('access', () => {
  it("answers 404 for another user's notification on every mutating route and changes nothing", async () => {
    const [bobs] = await seed(bob.id, 1);
    const { events, settle } = await recordEvents(t, bob.id);
    const read = await as(t, alice)('PATCH', `/api/notifications/${bobs!.id}/read`);
    expect(read.status).toBe(404);
    expect(await read.json()).toMatchObject({
      error: { code: 'NOT_FOUND', message: 'Notification not found' },
    });
    expect((await as(t, alice)('DELETE', `/api/notifications/${bobs!.id}`)).status).toBe(404);
    const unknownId = '00000000-0000-4000-8000-000000000000';
    expect((await as(t, alice)('PATCH', `/api/notifications/${unknownId}/read`)).status).toBe(404);
    expect((await as(t, alice)('DELETE', `/api/notifications/${unknownId}`)).status).toBe(404);
    await settle();
    expect(events).toEqual([]);
    const bobsList = await list(bob);
    expect(bobsList.notifications).toEqual([expect.objectContaining({ id: bobs!.id, isRead: false })]);
  });

  it('answers 401 to a signed-out caller on every route', async () => {
    const [mine] = await seed(alice.id, 1);
    const anonymous = as(t, null);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/notifications'],
      ['POST', '/api/notifications/read-all'],
      ['PATCH', `/api/notifications/${mine!.id}/read`],
      ['DELETE', `/api/notifications/${mine!.id}`],
      ['GET', '/api/notifications/preferences'],
      ['PUT', '/api/notifications/preferences', { preferences: [{ type: 'chat_request', enabled: false }] }],
    ];
    for (const [method, path, body] of calls) {
      const response = await anonymous(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(await response.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    }
    expect((await list(alice)).unreadCount).toBe(1);
  });

  it('answers 400 to a malformed id', async () => {
    for (const [method, path] of [
      ['PATCH', '/api/notifications/not-a-uuid/read'],
      ['DELETE', '/api/notifications/123'],
    ] as const) {
      const response = await as(t, alice)(method, path);
      expect(response.status, `${method} ${path}`).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { code: 'VALIDATION_FAILED', fields: { id: expect.any(Array) } },
      });
    }
  });
});
