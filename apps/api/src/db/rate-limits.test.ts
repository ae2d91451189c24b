import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { giveBackAllowances, takeAllowances, type Allowance } from './rate-limits';

let testDatabase: TestDatabase;
beforeAll(async () => {
  testDatabase = await createTestDatabase();
});
afterAll(() => testDatabase.drop());

const db = () => testDatabase.database.db;
const HOUR = 60 * 60;
const T0 = Date.UTC(2030, 0, 1);

describe('takeAllowances', () => {
  it('lets `max` through per window, then says when the window ends; a new window starts over', async () => {
    const allowance: Allowance = { key: 'test:window', windowSeconds: HOUR, max: 2 };
    expect((await takeAllowances(db(), [allowance], T0)).isAllowed).toBe(true);
    expect((await takeAllowances(db(), [allowance], T0 + 1000)).isAllowed).toBe(true);
    expect(await takeAllowances(db(), [allowance], T0 + 60_000)).toEqual({
      isAllowed: false,
      refused: allowance,
      retryAfterSeconds: HOUR - 60,
    });
    expect((await takeAllowances(db(), [allowance], T0 + HOUR * 1000)).isAllowed).toBe(true);
  });

  it('counts amounts (bytes) and refuses one that does not fit, leaving room for a smaller one', async () => {
    const bytes = (amount: number): Allowance => ({
      key: 'test:bytes',
      windowSeconds: HOUR,
      max: 100,
      amount,
    });
    expect((await takeAllowances(db(), [bytes(60)], T0)).isAllowed).toBe(true);
    expect((await takeAllowances(db(), [bytes(50)], T0)).isAllowed).toBe(false);
    expect((await takeAllowances(db(), [bytes(40)], T0)).isAllowed).toBe(true);
    expect((await takeAllowances(db(), [bytes(1)], T0)).isAllowed).toBe(false);
  });

  it('takes all allowances or none', async () => {
    const shared: Allowance = { key: 'test:all:shared', windowSeconds: HOUR, max: 1 };
    const own = (name: string): Allowance => ({ key: `test:all:${name}`, windowSeconds: HOUR, max: 2 });
    expect((await takeAllowances(db(), [own('a'), shared], T0)).isAllowed).toBe(true);
    const refused = await takeAllowances(db(), [own('b'), shared], T0);
    expect(refused).toMatchObject({ isAllowed: false, refused: shared });
    // The refused request took nothing from b's allowance: two still fit.
    expect((await takeAllowances(db(), [own('b')], T0)).isAllowed).toBe(true);
    expect((await takeAllowances(db(), [own('b')], T0)).isAllowed).toBe(true);
    expect((await takeAllowances(db(), [own('b')], T0)).isAllowed).toBe(false);
  });

  it('gives back what was taken, within the same window only', async () => {
    const allowance: Allowance = { key: 'test:give-back', windowSeconds: HOUR, max: 1 };
    const first = await takeAllowances(db(), [allowance], T0);
    if (!first.isAllowed) throw new Error('refused');
    await giveBackAllowances(db(), first.taken);
    const second = await takeAllowances(db(), [allowance], T0);
    expect(second.isAllowed).toBe(true);
    // A give-back from an earlier window leaves the current count alone.
    const third = await takeAllowances(db(), [allowance], T0 + HOUR * 1000);
    expect(third.isAllowed).toBe(true);
    await giveBackAllowances(db(), second.isAllowed ? second.taken : []);
    expect((await takeAllowances(db(), [allowance], T0 + HOUR * 1000)).isAllowed).toBe(false);
  });

  it('holds under concurrent requests', async () => {
    const allowances: Allowance[] = [
      { key: 'test:rush:address', windowSeconds: HOUR, max: 5 },
      { key: 'test:rush:client', windowSeconds: HOUR, max: 50 },
    ];
    const results = await Promise.all(Array.from({ length: 20 }, () => takeAllowances(db(), allowances, T0)));
    expect(results.filter((result) => result.isAllowed)).toHaveLength(5);
    // The 15 refused took nothing from the client's allowance: 45 of its 50 are left.
    const client = allowances[1]!;
    const rest = await Promise.all(Array.from({ length: 46 }, () => takeAllowances(db(), [client], T0)));
    expect(rest.filter((result) => result.isAllowed)).toHaveLength(45);
  });
});
