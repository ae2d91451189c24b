import type { AppDeps } from '../../context';
import { conversationReads, conversations, messages } from '../../db/schema';

// The demo's messaging (issue 22): the thread of Casey's iftar application with Demo Brand Co.
// Maya (the brand's manager) welcomed her after approving, Casey answered with her shot list,
// the owner added the brief's rules, and Maya's latest reminder waits unread in Casey's badge.
// Written with their dates (the use case stamps the current time); the states follow the reads.

interface DemoThreadPeople {
  workspaceId: string;
  owner: string;
  maya: string;
  creator: string;
}

export async function seedDemoMessages(
  deps: Pick<AppDeps, 'database'>,
  people: DemoThreadPeople,
  caseyIftar: string,
  at: (days: number, hour?: number) => Date,
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const [thread] = await tx
      .insert(conversations)
      .values({
        kind: 'application',
        applicationId: caseyIftar,
        workspaceId: people.workspaceId,
        creatorId: people.creator,
        createdAt: at(-8, 11),
        lastMessageAt: at(-1, 16),
      })
      .returning({ id: conversations.id });
    const conversationId = thread!.id;
    const brandLine = (senderId: string, body: string, sentAt: Date, isRead: boolean) => ({
      conversationId,
      senderId,
      senderSide: 'brand' as const,
      body,
      createdAt: sentAt,
      deliveredAt: isRead ? at(-7, 9) : at(-1, 17),
      readAt: isRead ? at(-7, 9) : null,
    });
    await tx.insert(messages).values([
      brandLine(
        people.maya,
        'Welcome aboard, Casey! You are approved for Iftar Stories. Could you share your shot list before you film?',
        at(-8, 11),
        true,
      ),
      {
        conversationId,
        senderId: people.creator,
        senderSide: 'creator',
        body: 'Thank you! Table set-up at sunset, a close-up of the dates platter, and a story counting down to iftar. Brief: https://partnerly.example/briefs/iftar',
        createdAt: at(-7, 9),
        deliveredAt: at(-7, 10),
        readAt: at(-7, 10),
      },
      brandLine(
        people.owner,
        'Perfect. Please keep our logo visible in the first three seconds and tag the brand in the story.',
        at(-7, 10),
        true,
      ),
      brandLine(
        people.maya,
        'Quick reminder: the content is due soon. Send a draft here if you would like early feedback.',
        at(-1, 16),
        false,
      ),
    ]);
    // Casey read up to the owner's note; the brand read her reply.
    await tx.insert(conversationReads).values([
      { conversationId, userId: people.creator, lastReadAt: at(-7, 11) },
      { conversationId, userId: people.maya, lastReadAt: at(-1, 16) },
      { conversationId, userId: people.owner, lastReadAt: at(-7, 10) },
    ]);
  });
}
