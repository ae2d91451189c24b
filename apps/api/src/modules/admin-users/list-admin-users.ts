import { ADMIN_USERS_PAGE_SIZE, type AdminUserList, type AdminUserListQuery } from '@partnerly/contracts';
import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { profiles } from '../../db/schema';
import { adminUserColumns, toAdminUser } from './admin-user-view';

type Deps = Pick<AppDeps, 'database'>;

/** LIKE's wildcards typed by the admin match themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function conditionsOf(query: AdminUserListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isNull(profiles.deletedAt)];
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    conditions.push(
      or(
        ilike(sql`concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})`, pattern),
        ilike(profiles.email, pattern),
        ilike(profiles.companyName, pattern),
      ),
    );
  }
  if (query.userType) conditions.push(eq(profiles.userType, query.userType));
  if (query.verificationStatus) conditions.push(eq(profiles.verificationStatus, query.verificationStatus));
  if (query.status === 'suspended') conditions.push(isNotNull(profiles.suspendedAt));
  if (query.status === 'active') conditions.push(isNull(profiles.suspendedAt));
  return and(...conditions);
}

/**
 * GET /api/admin/users: every account (deleted ones aside), newest first (spec 03 'all profiles
 * newest first'), searched case-insensitively in name, e-mail and company, filtered by user
 * type, status and verification status, 25 a page with the total of all pages.
 */
export async function listAdminUsers(deps: Deps, query: AdminUserListQuery): Promise<AdminUserList> {
  const { db } = deps.database;
  const where = conditionsOf(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(adminUserColumns)
      .from(profiles)
      .where(where)
      .orderBy(desc(profiles.createdAt), desc(profiles.id))
      .limit(ADMIN_USERS_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_USERS_PAGE_SIZE),
    db.select({ value: count() }).from(profiles).where(where),
  ]);
  return {
    users: rows.map(toAdminUser),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: ADMIN_USERS_PAGE_SIZE,
  };
}
