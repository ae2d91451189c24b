import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { chatRequests } from '../../db/schema';
import { sendChatRequest } from '../messaging/chat-requests';
import { ensureWorkspace } from '../workspaces/membership';

// The demo's chat request (issue 22): Oasis Coffee Roasters, a brand Casey has not worked with,
// asks to talk about a tasting series. It waits for her answer in her bell and on Messages; the
// demo agent already talks to her through their representation, so the request is the brand's.

/** Sends it once, through the use case (notification and all): nothing when Oasis asked before. */
export async function seedDemoChatRequests(
  deps: Pick<AppDeps, 'database' | 'events' | 'mail' | 'publicUrl'>,
  people: { oasis: string; creator: string },
): Promise<boolean> {
  const { db } = deps.database;
  const [existing] = await db
    .select({ id: chatRequests.id })
    .from(chatRequests)
    .where(and(eq(chatRequests.fromUserId, people.oasis), eq(chatRequests.toCreatorId, people.creator)))
    .limit(1);
  if (existing) return false;
  const membership = await ensureWorkspace(db, people.oasis);
  await sendChatRequest(
    deps,
    { userId: people.oasis, side: 'brand', membership },
    {
      creatorId: people.creator,
      message:
        'Hi Casey, we are planning a monthly cold-brew tasting series in Dubai and would love a creator to host it. Open to a chat?',
    },
  );
  return true;
}
