import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authAccounts, authUsers } from '../../db/schema';

/**
 * The account part of a user's data export: who they are and how they sign in. Password
 * hashes, provider tokens and sessions never leave the server.
 */
export async function exportAccount(db: Db, userId: string) {
  const [user] = await db.select().from(authUsers).where(eq(authUsers.id, userId));
  const methods = await db
    .select({ providerId: authAccounts.providerId, createdAt: authAccounts.createdAt })
    .from(authAccounts)
    .where(eq(authAccounts.userId, userId))
    .orderBy(asc(authAccounts.createdAt));
  if (!user) return null;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    emailVerified: user.emailVerified,
    image: user.image,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
    signInMethods: methods.map((method) => ({
      provider: method.providerId === 'credential' ? 'password' : method.providerId,
      since: method.createdAt.toISOString(),
    })),
  };
}
