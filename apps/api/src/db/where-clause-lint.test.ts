import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own ESLint config, run on snippets as if they were API source: proves the
// drizzle where-clause rules catch each unsafe form (the syntax check they replaced only saw
// `await x.delete(t)` with nothing after it) and let the filtered forms through.
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });
const asApiSource = path.join(repoRoot, 'apps/api/src/modules/example/example.ts');

async function drizzleFindings(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: asApiSource });
  return result!.messages.filter((m) => m.ruleId?.startsWith('drizzle/')).map((m) => m.ruleId!);
}

describe('drizzle where-clause lint', () => {
  it.each([
    [
      'a bare awaited delete (the one form the old syntax check saw)',
      'await deps.database.db.delete(uploads);',
    ],
    ['a delete that is returned, not awaited', 'export const wipe = () => db.delete(uploads);'],
    [
      'an update in a transaction, awaited after .set()',
      "await tx.update(campaigns).set({ status: 'closed' });",
    ],
    ['a delete followed by .returning()', 'await db.delete(uploads).returning({ id: uploads.id });'],
    ['an update followed by .returning()', 'const rows = await tx.update(payments).set(patch).returning();'],
    ['a delete through the deps path', 'await Promise.all([deps.database.db.delete(uploads), other]);'],
    ['a delete inside a transaction callback', 'await db.transaction((tx) => tx.delete(brandDefaults));'],
  ])('reports %s', async (_form, code) => {
    expect(await drizzleFindings(code)).toHaveLength(1);
  });

  it('reports update and delete rules under their own names', async () => {
    expect(await drizzleFindings('db.update(a).set(b);\ndb.delete(a);')).toEqual([
      'drizzle/enforce-update-with-where',
      'drizzle/enforce-delete-with-where',
    ]);
  });

  it.each([
    ['a filtered delete', 'await db.delete(uploads).where(eq(uploads.id, id));'],
    [
      'a filtered update, chained over lines, with .returning()',
      'const [row] = await deps.database.db\n  .update(campaigns)\n  .set({ status })\n  .where(eq(campaigns.id, id))\n  .returning();',
    ],
    [
      'a filtered delete with .returning()',
      'await tx.delete(uploads).where(eq(uploads.ownerId, userId)).returning();',
    ],
    [
      '.delete on a Map, Headers and storage',
      'cache.delete(key);\nheaders.delete(name);\nawait deps.storage.delete(key);',
    ],
    ['.update on a hash', "createHmac('sha256', secret).update(body).digest('hex');"],
  ])('lets %s through', async (_form, code) => {
    expect(await drizzleFindings(code)).toEqual([]);
  });
});
