import { MESSAGING_SAFETY_MESSAGES, type ChatStatus } from '@partnerly/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatRequests, profiles } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { isMessagingAllowed } from '../settings/settings.service';
import { isBlockedBetween } from './blocks';
import type { Caller } from './caller';
import { coolOffEnd, fromParty } from './chat-request-view';
import { findDirectThread, senderPartyOfCaller } from './chat-requests';

// Where a brand (owners and managers, for the workspace) or an agent stands with one creator
// outside an application (issue 22 item 2): the web's 'Message' button opens the pair's direct
// thread, offers a chat request, or says why one would be refused. The same checks as
// POST /api/chat-requests, in the order a person meets them: an existing thread first (it stays
// open whatever the switch says), then the creator's switch, a block, a waiting request, the
// cool-off after a decline.

type ChatStatusParts = Omit<ChatStatus, 'creatorId' | 'status'>;
const NONE: ChatStatusParts = { conversationId: null, pendingSince: null, canAskAgainAt: null };

/**
 * GET /api/chat-requests/status?creatorId=: 403 for creators and brand members (as for sending a
 * request), 404 when the id names no creator.
 */
export async function chatStatusWith(
  db: Db,
  caller: Caller,
  creatorId: string,
  now = new Date(),
): Promise<ChatStatus> {
  const sender = senderPartyOfCaller(caller);
  const [creator] = await db
    .select({ userType: profiles.userType, deletedAt: profiles.deletedAt })
    .from(profiles)
    .where(eq(profiles.id, creatorId));
  if (!creator || creator.deletedAt || creator.userType !== 'creator') {
    throw new AppError('NOT_FOUND', MESSAGING_SAFETY_MESSAGES.creatorNotFound);
  }
  const answer = (status: ChatStatus['status'], parts: Partial<ChatStatusParts> = {}): ChatStatus => ({
    creatorId,
    status,
    ...NONE,
    ...parts,
  });

  const thread = await findDirectThread(db, sender, creatorId);
  if (thread) return answer('connected', { conversationId: thread.id });
  if (!(await isMessagingAllowed(db, creatorId))) return answer('not_accepting');
  if (await isBlockedBetween(db, sender, { kind: 'user', id: creatorId })) return answer('blocked');

  const [latest] = await db
    .select({
      status: chatRequests.status,
      createdAt: chatRequests.createdAt,
      respondedAt: chatRequests.respondedAt,
    })
    .from(chatRequests)
    .where(and(fromParty(sender), eq(chatRequests.toCreatorId, creatorId)))
    .orderBy(desc(chatRequests.createdAt))
    .limit(1);
  if (latest?.status === 'pending') {
    return answer('pending', { pendingSince: latest.createdAt.toISOString() });
  }
  if (latest?.status === 'declined' && latest.respondedAt && coolOffEnd(latest.respondedAt) > now) {
    return answer('cooling_off', { canAskAgainAt: coolOffEnd(latest.respondedAt).toISOString() });
  }
  return answer('can_ask');
}
