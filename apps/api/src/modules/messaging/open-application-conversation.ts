import { APPLICATION_MESSAGES, type ConversationDetail } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaignApplications, campaigns, conversations } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { isRepresenting } from '../agents/representations';
import { mayWorkOn } from '../workspaces/workspace-access';
import type { Caller } from './caller';
import { findThreadFor } from './conversation-access';
import { detailOfThread } from './conversation-view';
import type { MessagingDeps } from './messaging-events';

const applicationNotFound = () => new AppError('NOT_FOUND', APPLICATION_MESSAGES.notFound);

interface ApplicationParties {
  creatorId: string;
  agentId: string | null;
  workspaceId: string;
  brandProfileId: string | null;
}

/** Whether the caller is on the application's thread (see conversation-access.ts). */
async function isOnApplication(
  db: Executor,
  caller: Caller,
  application: ApplicationParties,
): Promise<boolean> {
  if (caller.side === 'creator') return application.creatorId === caller.userId;
  if (caller.side === 'agent') {
    return (
      application.agentId === caller.userId &&
      (await isRepresenting(db, caller.userId, application.creatorId))
    );
  }
  const membership = caller.membership;
  return (
    membership !== null &&
    membership.workspaceId === application.workspaceId &&
    mayWorkOn(membership, application.brandProfileId)
  );
}

/**
 * The thread of an application, made on first open from either side: between the campaign's
 * workspace, the creator, and the agent who applied for them (if one did). Anyone else, and an
 * unknown application, gets 404. Concurrent first opens make one thread (its unique key).
 */
export async function openApplicationConversation(
  deps: MessagingDeps,
  caller: Caller,
  applicationId: string,
): Promise<ConversationDetail> {
  const { db } = deps.database;
  const [application] = await db
    .select({
      creatorId: campaignApplications.creatorId,
      agentId: campaignApplications.submittedByAgentId,
      workspaceId: campaigns.brandId,
      brandProfileId: campaigns.brandProfileId,
    })
    .from(campaignApplications)
    .innerJoin(campaigns, eq(campaigns.id, campaignApplications.campaignId))
    .where(eq(campaignApplications.id, applicationId));
  if (!application || !(await isOnApplication(db, caller, application))) throw applicationNotFound();

  const [created] = await db
    .insert(conversations)
    .values({
      kind: 'application',
      applicationId,
      workspaceId: application.workspaceId,
      creatorId: application.creatorId,
      agentId: application.agentId,
    })
    .onConflictDoNothing({ target: conversations.applicationId })
    .returning({ id: conversations.id });
  const [existing] = created
    ? [created]
    : await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(eq(conversations.applicationId, applicationId));
  // Nobody else hears of it until its first message: the list leaves out empty application threads.
  return detailOfThread(db, caller, await findThreadFor(db, caller, existing!.id));
}
