import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../context';
import type { Db } from '../db/client';
import { authSessions, authUsers, profiles } from '../db/schema';

// better-auth's types, through the app's context: middleware never imports a module.
type Auth = AppDeps['auth'];
type AuthSession = {
  user: NonNullable<AppEnv['Variables']['user']>;
  session: NonNullable<AppEnv['Variables']['session']>;
};

/**
 * Reads the better-auth session cookie (if any) into c.var.user / c.var.session.
 *
 * better-auth issues, refreshes and revokes sessions. Its getSession costs two queries
 * (session, then user) and a pass through its endpoint machinery, so a request whose session
 * is simply valid is read here with the same rules in one indexed query: the cookie's HMAC
 * signature checked with better-auth's secret, then the session row joined with its user by
 * token (no row, no session). Nothing is cached: a signed-out, revoked or deleted session is
 * gone from the table, so its cookie stops working on the very next request; a suspended
 * account's session counts as none (issue 19). An expired
 * session (to clean up) or one due for its sliding refresh goes to better-auth's getSession
 * as before.
 */
export const sessionMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const { auth, database } = c.get('deps');
  const cookies = await sessionCookies(auth);
  const token = verifiedToken(getCookie(c, cookies.sessionToken), cookies.secret);
  let session: AuthSession | null = null;
  if (token) {
    const [found] = await sessionByToken(database.db).execute({ token });
    // Suspending deletes an account's sessions; one stored by a sign-in that raced the
    // suspension is refused here. An expired session (to clean up) or one due for refresh:
    // better-auth's rules and writes.
    if (found && !found.isSuspended)
      session = isCurrent(found, cookies)
        ? { user: found.user, session: found.session }
        : await auth.api.getSession({ headers: c.req.raw.headers });
  }
  c.set('user', session?.user ?? null);
  c.set('session', session?.session ?? null);
  await next();
});

interface SessionCookies {
  sessionToken: string;
  secret: string;
  /** Seconds (better-auth's session.expiresIn and session.updateAge). */
  expiresIn: number;
  updateAge: number;
}

const cookiesByAuth = new WeakMap<Auth, Promise<SessionCookies>>();

function sessionCookies(auth: Auth): Promise<SessionCookies> {
  let cookies = cookiesByAuth.get(auth);
  if (!cookies) {
    cookies = auth.$context.then((context) => ({
      sessionToken: context.authCookies.sessionToken.name,
      secret: context.secret,
      expiresIn: context.sessionConfig.expiresIn,
      updateAge: context.sessionConfig.updateAge,
    }));
    cookiesByAuth.set(auth, cookies);
  }
  return cookies;
}

/** better-auth's signed cookie value `<token>.<base64 HMAC-SHA256 of token>`: the token, if genuine. */
function verifiedToken(value: string | undefined, secret: string): string | undefined {
  if (!value) return undefined;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return undefined;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : undefined;
}

/**
 * Valid and not yet due for better-auth's sliding refresh (the same test as its getSession:
 * refreshed once expiresIn - updateAge seconds of the session's lifetime are left).
 */
function isCurrent(found: Pick<AuthSession, 'session'>, cookies: SessionCookies): boolean {
  const now = Date.now();
  const expiresAt = found.session.expiresAt.getTime();
  return expiresAt > now && expiresAt - cookies.expiresIn * 1000 + cookies.updateAge * 1000 > now;
}

type SessionQuery = ReturnType<typeof buildSessionQuery>;
const sessionQueries = new WeakMap<Db, SessionQuery>();

function buildSessionQuery(db: Db) {
  return db
    .select({
      session: {
        id: authSessions.id,
        token: authSessions.token,
        userId: authSessions.userId,
        expiresAt: authSessions.expiresAt,
        createdAt: authSessions.createdAt,
        updatedAt: authSessions.updatedAt,
        ipAddress: authSessions.ipAddress,
        userAgent: authSessions.userAgent,
      },
      user: {
        id: authUsers.id,
        name: authUsers.name,
        email: authUsers.email,
        emailVerified: authUsers.emailVerified,
        image: authUsers.image,
        createdAt: authUsers.createdAt,
        updatedAt: authUsers.updatedAt,
      },
      isSuspended: sql<boolean>`${profiles.suspendedAt} is not null`,
    })
    .from(authSessions)
    .innerJoin(authUsers, eq(authUsers.id, authSessions.userId))
    .leftJoin(profiles, eq(profiles.id, authSessions.userId))
    .where(eq(authSessions.token, sql.placeholder('token')))
    .prepare('session_by_token');
}

/** One round trip on the unique token index; built once per database handle. */
function sessionByToken(db: Db): SessionQuery {
  let query = sessionQueries.get(db);
  if (!query) {
    query = buildSessionQuery(db);
    sessionQueries.set(db, query);
  }
  return query;
}
