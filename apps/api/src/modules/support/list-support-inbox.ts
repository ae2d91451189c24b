import {
  SUPPORT_INBOX_PAGE_SIZE,
  type AdminSupportList,
  type adminSupportListQuery,
} from '@partnerly/contracts';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { supportRequests } from '../../db/schema';
import { loadSupportPeople, toAdminSupportRequest } from './support-view';

type InboxQuery = z.output<typeof adminSupportListQuery>;

const STATUS_ORDER = sql`case ${supportRequests.status} when 'open' then 0 when 'answered' then 1 else 2 end`;
const PRIORITY_ORDER = sql`case ${supportRequests.priority} when 'high' then 0 else 1 end`;

/**
 * The admin support inbox: open requests first, then high priority first, then the oldest
 * first (the longest waiting), with each sender. `counts` gives the requests per status within
 * the type filter, for the status chips.
 */
export async function listSupportInbox(db: Db, query: InboxQuery): Promise<AdminSupportList> {
  const byType: SQL | undefined = query.requestType
    ? eq(supportRequests.requestType, query.requestType)
    : undefined;
  const where = and(byType, query.status === 'all' ? undefined : eq(supportRequests.status, query.status));
  const offset = (query.page - 1) * SUPPORT_INBOX_PAGE_SIZE;

  const [rows, perStatus] = await Promise.all([
    db
      .select()
      .from(supportRequests)
      .where(where)
      .orderBy(STATUS_ORDER, PRIORITY_ORDER, asc(supportRequests.createdAt), asc(supportRequests.id))
      .limit(SUPPORT_INBOX_PAGE_SIZE)
      .offset(offset),
    db
      .select({ status: supportRequests.status, total: count() })
      .from(supportRequests)
      .where(byType)
      .groupBy(supportRequests.status),
  ]);
  const counts = { open: 0, answered: 0, closed: 0 };
  for (const { status, total } of perStatus) counts[status] = total;
  const people = await loadSupportPeople(
    db,
    rows.flatMap((row) => [row.userId, row.repliedBy]),
  );
  return {
    requests: rows.map((row) => toAdminSupportRequest(row, people)),
    total: query.status === 'all' ? counts.open + counts.answered + counts.closed : counts[query.status],
    page: query.page,
    pageSize: SUPPORT_INBOX_PAGE_SIZE,
    counts,
  };
}
