import {
  ADVERTISER_PERMIT_EVENTS,
  ADVERTISER_PERMIT_LINK,
  ADVERTISER_PERMIT_MESSAGES,
  type AdminPermit,
  type AdminPermitList,
  type AdvertiserPermitReviewStatus,
} from '@partnerly/contracts';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { Executor } from '../../db/client';
import { advertiserPermits, authUsers, profiles, userActionsLog } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { notifyAfterCommit, noticeCopy } from '../notifications/create-notification';
import { publishToUser } from '../notifications/notification-events';
import { toAdminPermit, type PermitRow } from './permit-view';

type ReviewDeps = Pick<AppDeps, 'database' | 'events' | 'mail' | 'publicUrl'>;

/** The queue's length: permits waiting come first, so a page of them is what an admin works on. */
const ADMIN_PERMITS_LIMIT = 100;
const PENDING_FIRST = sql`case when ${advertiserPermits.reviewStatus} = 'pending' then 0 else 1 end`;

/** GET /api/admin/advertiser-permits: entered permits, pending first, then newest entered. */
export async function listAdminPermits(
  db: Executor,
  filter: { status?: AdvertiserPermitReviewStatus },
  now = new Date(),
): Promise<AdminPermitList> {
  const rows = await db
    .select()
    .from(advertiserPermits)
    .where(
      filter.status
        ? eq(advertiserPermits.reviewStatus, filter.status)
        : isNotNull(advertiserPermits.reviewStatus),
    )
    .orderBy(PENDING_FIRST, desc(advertiserPermits.submittedAt), desc(advertiserPermits.userId))
    .limit(ADMIN_PERMITS_LIMIT);
  return { permits: await withPeople(db, rows, now) };
}

export type PermitDecision = { outcome: 'verified' } | { outcome: 'rejected'; reason: string };

/**
 * An admin verifies or rejects a pending permit: one conditional UPDATE (of two admins at once
 * one wins, the other gets 409), an audit row in the same transaction; then the creator is
 * notified (verification_approved / verification_rejected, by their preferences).
 */
export async function reviewPermit(
  deps: ReviewDeps,
  adminId: string,
  userId: string,
  decision: PermitDecision,
  now = new Date(),
): Promise<AdminPermit> {
  const { db } = deps.database;
  const decided = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(advertiserPermits)
      .set({
        reviewStatus: decision.outcome,
        rejectionReason: decision.outcome === 'rejected' ? decision.reason : null,
        reviewedBy: adminId,
        reviewedAt: now,
        updatedAt: now,
      })
      .where(and(eq(advertiserPermits.userId, userId), eq(advertiserPermits.reviewStatus, 'pending')))
      .returning();
    if (!row) {
      const [existing] = await tx
        .select({ userId: advertiserPermits.userId })
        .from(advertiserPermits)
        .where(and(eq(advertiserPermits.userId, userId), isNotNull(advertiserPermits.reviewStatus)));
      throw existing
        ? new AppError('CONFLICT', ADVERTISER_PERMIT_MESSAGES.notPending)
        : new AppError('NOT_FOUND', ADVERTISER_PERMIT_MESSAGES.notFound);
    }
    await tx.insert(userActionsLog).values({
      adminId,
      targetUserId: userId,
      actionType: decision.outcome === 'verified' ? 'permit_verified' : 'permit_rejected',
      actionDetails: {
        permitNumber: row.permitNumber,
        expiresOn: row.expiresOn,
        ...(decision.outcome === 'rejected' ? { reason: decision.reason } : {}),
      },
      createdAt: now,
    });
    return row;
  });

  const isVerified = decided.reviewStatus === 'verified';
  await notifyAfterCommit(deps, {
    userId,
    type: isVerified ? 'verification_approved' : 'verification_rejected',
    localized: noticeCopy(isVerified ? 'permitVerified' : 'permitRejected', {
      number: decided.permitNumber ?? '',
      reason: decided.rejectionReason ?? '',
    }),
    link: ADVERTISER_PERMIT_LINK,
  });
  await publishToUser(deps, userId, ADVERTISER_PERMIT_EVENTS.changed, { userId });
  const [view] = await withPeople(db, [decided], now);
  return view!;
}

async function withPeople(db: Executor, rows: PermitRow[], now: Date): Promise<AdminPermit[]> {
  const ids = new Set<string>();
  for (const row of rows) {
    ids.add(row.userId);
    if (row.reviewedBy) ids.add(row.reviewedBy);
  }
  if (ids.size === 0) return [];
  const people = await db
    .select({
      id: authUsers.id,
      email: authUsers.email,
      name: authUsers.name,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(authUsers)
    .leftJoin(profiles, eq(profiles.id, authUsers.id))
    .where(inArray(authUsers.id, [...ids]));
  const byId = new Map(people.map((person) => [person.id, person]));
  return rows.flatMap((row) => {
    const creator = byId.get(row.userId);
    if (!creator || !row.reviewStatus) return [];
    const reviewer = row.reviewedBy ? byId.get(row.reviewedBy) : undefined;
    return [
      toAdminPermit(
        { ...row, reviewStatus: row.reviewStatus },
        { id: creator.id, name: nameOf(creator), email: creator.email },
        reviewer ? { id: reviewer.id, name: nameOf(reviewer) } : null,
        now,
      ),
    ];
  });
}

function nameOf(person: { email: string; name: string; firstName: string | null; lastName: string | null }) {
  const personal = [person.firstName, person.lastName].filter(Boolean).join(' ').trim();
  return personal || person.name.trim() || person.email.split('@')[0]!;
}
