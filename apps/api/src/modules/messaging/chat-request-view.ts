import {
  CHAT_REQUEST_COOL_OFF_DAYS,
  CHAT_REQUESTS_LIST_MAX,
  MESSAGING_MESSAGES,
  type ChatRequest,
  type ChatRequestList,
} from '@partnerly/contracts';
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { chatRequests } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { loadPeople, nameOf } from '../applications/people';
import { nameParties } from './party-names';
import type { Caller } from './caller';
import type { Party, ThreadParty } from './safety-parties';

// Chat requests as their creator and their sender's side see them (GET /api/chat-requests and the
// answers of the other chat-request routes).

export type ChatRequestRow = typeof chatRequests.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

export const requestNotFound = () => new AppError('NOT_FOUND', MESSAGING_MESSAGES.requestNotFound);

/** The brand workspace or the agent a request comes from. */
export function senderPartyOf(row: Pick<ChatRequestRow, 'workspaceId' | 'fromUserId'>): ThreadParty {
  return row.workspaceId
    ? { side: 'brand', party: { kind: 'workspace', id: row.workspaceId } }
    : { side: 'agent', party: { kind: 'user', id: row.fromUserId } };
}

/** When a declined sender may ask again. */
export function coolOffEnd(respondedAt: Date): Date {
  return new Date(respondedAt.getTime() + CHAT_REQUEST_COOL_OFF_DAYS * DAY_MS);
}

/** Requests of the sender's party: a brand's whole workspace, or the agent's own. */
export function fromParty(party: Party): SQL {
  return party.kind === 'workspace'
    ? eq(chatRequests.workspaceId, party.id)
    : and(eq(chatRequests.fromUserId, party.id), isNull(chatRequests.workspaceId))!;
}

async function toChatRequests(
  db: Executor,
  rows: readonly ChatRequestRow[],
  direction: ChatRequest['direction'],
): Promise<ChatRequest[]> {
  const parties: ThreadParty[] = rows.flatMap((row) => [
    senderPartyOf(row),
    { side: 'creator' as const, party: { kind: 'user' as const, id: row.toCreatorId } },
  ]);
  const [named, senders] = await Promise.all([
    nameParties(db, parties),
    loadPeople(
      db,
      rows.map((row) => row.fromUserId),
    ),
  ]);
  return rows.map((row, index) => {
    const sender = senders.get(row.fromUserId);
    return {
      id: row.id,
      direction,
      status: row.status,
      message: row.message,
      from: named[index * 2]!,
      sentBy: sender && !sender.deletedAt ? { id: row.fromUserId, name: nameOf(sender) } : null,
      creator: named[index * 2 + 1]!,
      conversationId: row.conversationId,
      createdAt: row.createdAt.toISOString(),
      respondedAt: row.respondedAt?.toISOString() ?? null,
      canAskAgainAt:
        direction === 'outgoing' && row.status === 'declined' && row.respondedAt
          ? coolOffEnd(row.respondedAt).toISOString()
          : null,
    };
  });
}

export async function loadChatRequest(
  db: Executor,
  id: string,
  direction: ChatRequest['direction'],
): Promise<ChatRequest> {
  const [row] = await db.select().from(chatRequests).where(eq(chatRequests.id, id));
  if (!row) throw requestNotFound();
  return (await toChatRequests(db, [row], direction))[0]!;
}

const isPending = sql`(${chatRequests.status} = 'pending')`;

/**
 * GET /api/chat-requests: a creator's incoming requests; a brand's (the whole workspace's) or an
 * agent's outgoing ones. Pending first (newest first), then answered ones (latest answer first).
 */
export async function listChatRequests(
  db: Executor,
  caller: Caller,
  senderParty: Party | null,
): Promise<ChatRequestList> {
  const isCreator = caller.side === 'creator';
  const mine = isCreator ? eq(chatRequests.toCreatorId, caller.userId) : fromParty(senderParty!);
  const [rows, [pending]] = await Promise.all([
    db
      .select()
      .from(chatRequests)
      .where(mine)
      .orderBy(
        desc(isPending),
        desc(sql`coalesce(${chatRequests.respondedAt}, ${chatRequests.createdAt})`),
        desc(chatRequests.id),
      )
      .limit(CHAT_REQUESTS_LIST_MAX),
    db
      .select({ value: count() })
      .from(chatRequests)
      .where(and(mine, eq(chatRequests.status, 'pending'))),
  ]);
  return {
    requests: await toChatRequests(db, rows, isCreator ? 'incoming' : 'outgoing'),
    pendingCount: pending?.value ?? 0,
  };
}
