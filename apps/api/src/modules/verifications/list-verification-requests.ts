import {
  ADMIN_VERIFICATIONS_PAGE_SIZE,
  VERIFICATION_MESSAGES,
  type AdminVerificationList,
  type AdminVerificationRequest,
  type UserType,
  type VerificationRequestStatus,
  type VerificationRequesterFilter,
} from '@partnerly/contracts';
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authUsers, profiles, verificationRequests } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import {
  documentJoin,
  requestColumns,
  toAdminVerificationRequest,
  type PersonColumns,
  type RequestWithDocument,
} from './verification-view';

const REQUESTER_TYPES: Record<VerificationRequesterFilter, UserType[]> = {
  creator: ['creator'],
  brand: ['brand'],
  agent: ['agent', 'agency'],
};

/** The queue's order: the requests waiting for a decision first, then the newest. */
const PENDING_FIRST = sql`case when ${verificationRequests.status} = 'pending' then 0 else 1 end`;

export interface VerificationFilters {
  status?: VerificationRequestStatus;
  requesterType?: VerificationRequesterFilter;
  page: number;
}

/**
 * The admin queue (spec 03: creator verifications with their creator's name and e-mail):
 * pending requests first, then newest first, narrowed by status and requester type, a page at
 * a time, each with its requester and reviewer.
 */
export async function listVerificationRequests(
  db: Executor,
  filters: VerificationFilters,
): Promise<AdminVerificationList> {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(verificationRequests.status, filters.status));
  if (filters.requesterType) {
    conditions.push(inArray(verificationRequests.requesterType, REQUESTER_TYPES[filters.requesterType]));
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(verificationRequests)
    .where(where);
  const rows = await db
    .select(requestColumns)
    .from(verificationRequests)
    .leftJoin(...documentJoin)
    .where(where)
    .orderBy(PENDING_FIRST, desc(verificationRequests.createdAt), desc(verificationRequests.id))
    .limit(ADMIN_VERIFICATIONS_PAGE_SIZE)
    .offset((filters.page - 1) * ADMIN_VERIFICATIONS_PAGE_SIZE);
  return {
    requests: await withPeople(db, rows),
    total,
    page: filters.page,
    pageSize: ADMIN_VERIFICATIONS_PAGE_SIZE,
  };
}

/** One request of the queue; 404 when unknown. */
export async function getAdminVerificationRequest(
  db: Executor,
  requestId: string,
): Promise<AdminVerificationRequest> {
  const rows = await db
    .select(requestColumns)
    .from(verificationRequests)
    .leftJoin(...documentJoin)
    .where(eq(verificationRequests.id, requestId));
  const [request] = await withPeople(db, rows);
  if (!request) throw new AppError('NOT_FOUND', VERIFICATION_MESSAGES.notFound);
  return request;
}

/** The requests with their requesters and reviewers, read in one query. */
async function withPeople(db: Executor, rows: RequestWithDocument[]): Promise<AdminVerificationRequest[]> {
  const ids = new Set<string>();
  for (const { request } of rows) {
    ids.add(request.userId);
    if (request.reviewedBy) ids.add(request.reviewedBy);
  }
  const people = await loadPeople(db, [...ids]);
  return rows.flatMap((row) => {
    const requester = people.get(row.request.userId);
    if (!requester) return [];
    const reviewer = row.request.reviewedBy ? people.get(row.request.reviewedBy) : undefined;
    return [toAdminVerificationRequest(row, requester, reviewer)];
  });
}

async function loadPeople(db: Executor, ids: string[]): Promise<Map<string, PersonColumns>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: authUsers.id,
      email: authUsers.email,
      name: authUsers.name,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      companyName: profiles.companyName,
      userType: profiles.userType,
    })
    .from(authUsers)
    .leftJoin(profiles, eq(profiles.id, authUsers.id))
    .where(inArray(authUsers.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}
