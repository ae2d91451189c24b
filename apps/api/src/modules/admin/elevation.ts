import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  ADMIN_MESSAGES,
  ADMIN_SESSION_TIMEOUT_MS,
  EMAIL_CODE_LENGTH,
  EMAIL_CODE_MAX_ATTEMPTS,
  EMAIL_CODE_TTL_MINUTES,
  isAdminUserType,
  type AdminElevation,
  type AdminStepUpInput,
} from '@partnerly/contracts';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { adminElevations, adminStepUpCodes, authAccounts, authUsers, profiles } from '../../db/schema';
import { takeAllowances } from '../../db/rate-limits';
import { emailHtml } from '../../integrations/mailer/email-layout';
import { afterCommit } from '../../lib/after-commit';
import { html } from '../../lib/html';
import { AppError } from '../../middleware/errors';
import { languageOfMember } from '../profiles/member-language';
import { translatorFor } from '../../lib/i18n';

// The step-up check of the admin console (issue 19, decision 0059): the spec's shared admin
// password becomes the admin's own password or an e-mailed code, and passing it elevates the
// current session for 30 minutes of activity (middleware/admin-guard.ts checks and extends it).

/** Step-up attempts (right or wrong) an admin may make in STEP_UP_WINDOW_SECONDS. */
const STEP_UP_ATTEMPTS = 10;
const STEP_UP_WINDOW_SECONDS = 15 * 60;
/** Codes e-mailed to one admin per hour. */
const CODES_PER_HOUR = 5;

export interface AdminCaller {
  userId: string;
  sessionId: string;
}

type Deps = Pick<AppDeps, 'database' | 'auth' | 'mail'>;

async function adminAccount(deps: Deps, userId: string) {
  const { db } = deps.database;
  const [row] = await db
    .select({ userType: profiles.userType, suspendedAt: profiles.suspendedAt, email: authUsers.email })
    .from(profiles)
    .innerJoin(authUsers, eq(authUsers.id, profiles.id))
    .where(and(eq(profiles.id, userId), sql`${profiles.deletedAt} is null`));
  if (!row || row.suspendedAt || !isAdminUserType(row.userType)) {
    throw new AppError('FORBIDDEN', ADMIN_MESSAGES.superAdminRequired);
  }
  return { ...row, userType: row.userType };
}

async function passwordHash(deps: Deps, userId: string): Promise<string | null> {
  const [account] = await deps.database.db
    .select({ password: authAccounts.password })
    .from(authAccounts)
    .where(and(eq(authAccounts.userId, userId), eq(authAccounts.providerId, 'credential')));
  return account?.password ?? null;
}

/** GET /api/admin/elevation: whether this session is elevated, and until when (not extended). */
export async function elevationStatus(deps: Deps, caller: AdminCaller): Promise<AdminElevation> {
  const account = await adminAccount(deps, caller.userId);
  const [elevation] = await deps.database.db
    .select({ expiresAt: adminElevations.expiresAt })
    .from(adminElevations)
    .where(
      and(
        eq(adminElevations.sessionId, caller.sessionId),
        eq(adminElevations.userId, caller.userId),
        gt(adminElevations.expiresAt, sql`now()`),
      ),
    );
  return {
    elevated: Boolean(elevation),
    expiresAt: elevation ? elevation.expiresAt.toISOString() : null,
    userType: account.userType,
    hasPassword: (await passwordHash(deps, caller.userId)) !== null,
  };
}

async function refuseTooManyAttempts(deps: Deps, key: string, max: number, windowSeconds: number) {
  const result = await takeAllowances(deps.database.db, [{ key, max, windowSeconds }]);
  if (!result.isAllowed) {
    const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
    throw new AppError(
      'TOO_MANY_REQUESTS',
      `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      undefined,
      { 'Retry-After': String(result.retryAfterSeconds) },
    );
  }
}

const hashCode = (code: string) => createHash('sha256').update(code).digest();

/** Checks the e-mailed code: single use, 10 minutes, locked after 5 wrong tries. */
async function consumeCode(deps: Deps, userId: string, code: string): Promise<boolean> {
  return deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(adminStepUpCodes)
      .where(eq(adminStepUpCodes.userId, userId))
      .for('update');
    if (!row || row.expiresAt.getTime() <= Date.now() || row.attempts >= EMAIL_CODE_MAX_ATTEMPTS)
      return false;
    const expected = Buffer.from(row.codeHash, 'hex');
    const matches = timingSafeEqual(expected, hashCode(code));
    if (matches) await tx.delete(adminStepUpCodes).where(eq(adminStepUpCodes.userId, userId));
    else
      await tx
        .update(adminStepUpCodes)
        .set({ attempts: sql`${adminStepUpCodes.attempts} + 1` })
        .where(eq(adminStepUpCodes.userId, userId));
    return matches;
  });
}

/** POST /api/admin/elevation: the step-up check; on success this session is elevated. */
export async function stepUp(
  deps: Deps,
  caller: AdminCaller,
  input: AdminStepUpInput,
): Promise<AdminElevation> {
  await adminAccount(deps, caller.userId);
  await refuseTooManyAttempts(
    deps,
    `admin-step-up:${caller.userId}`,
    STEP_UP_ATTEMPTS,
    STEP_UP_WINDOW_SECONDS,
  );
  let passed: boolean;
  if (input.method === 'password') {
    const hash = await passwordHash(deps, caller.userId);
    const context = await deps.auth.$context;
    passed = hash !== null && (await context.password.verify({ hash, password: input.password }));
    if (!passed)
      throw new AppError('FORBIDDEN', ADMIN_MESSAGES.invalidPassword, {
        password: [ADMIN_MESSAGES.invalidPassword],
      });
  } else {
    passed = await consumeCode(deps, caller.userId, input.code);
    if (!passed)
      throw new AppError('FORBIDDEN', ADMIN_MESSAGES.invalidCode, { code: [ADMIN_MESSAGES.invalidCode] });
  }
  await deps.database.db
    .insert(adminElevations)
    .values({
      sessionId: caller.sessionId,
      userId: caller.userId,
      expiresAt: sql`now() + ${`${ADMIN_SESSION_TIMEOUT_MS} milliseconds`}::interval`,
    })
    .onConflictDoUpdate({
      target: adminElevations.sessionId,
      set: {
        elevatedAt: sql`now()`,
        expiresAt: sql`now() + ${`${ADMIN_SESSION_TIMEOUT_MS} milliseconds`}::interval`,
      },
    });
  return elevationStatus(deps, caller);
}

/** POST /api/admin/elevation/code: e-mails a 6-digit step-up code to the admin's own address. */
export async function sendStepUpCode(deps: Deps, caller: AdminCaller): Promise<void> {
  const account = await adminAccount(deps, caller.userId);
  await refuseTooManyAttempts(deps, `admin-step-up-code:${caller.userId}`, CODES_PER_HOUR, 60 * 60);
  const code = String(randomInt(0, 10 ** EMAIL_CODE_LENGTH)).padStart(EMAIL_CODE_LENGTH, '0');
  const expiresAt = new Date(Date.now() + EMAIL_CODE_TTL_MINUTES * 60_000);
  const codeHash = hashCode(code).toString('hex');
  await deps.database.db
    .insert(adminStepUpCodes)
    .values({ userId: caller.userId, codeHash, expiresAt })
    .onConflictDoUpdate({
      target: adminStepUpCodes.userId,
      set: { codeHash, expiresAt, attempts: 0, createdAt: sql`now()` },
    });
  // In the admin's own language (issue 25).
  const translator = translatorFor(await languageOfMember(deps.database.db, caller.userId));
  const { t } = translator;
  const intro = t('email.adminCode.intro');
  const expiry = t('email.adminCode.expiry', { minutes: EMAIL_CODE_TTL_MINUTES });
  await afterCommit(`the admin step-up code of ${caller.userId}`, () =>
    deps.mail.send({
      to: account.email,
      subject: t('email.adminCode.subject', { code }),
      text: `${intro} ${code}\n${expiry}`,
      html: emailHtml(
        t('email.adminCode.title'),
        html`<p>${intro}</p>
          <p dir="ltr" style="font-size:28px;font-weight:700;letter-spacing:6px">${code}</p>
          <p>${expiry}</p>`,
        undefined,
        translator,
      ),
    }),
  );
}

/** DELETE /api/admin/elevation: Logout of the admin console (the session stays signed in). */
export async function endElevation(deps: Deps, caller: AdminCaller): Promise<void> {
  await deps.database.db.delete(adminElevations).where(eq(adminElevations.sessionId, caller.sessionId));
}
