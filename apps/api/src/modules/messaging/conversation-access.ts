import { MESSAGING_MESSAGES } from '@partnerly/contracts';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaignApplications, campaigns, conversations } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { listWorkspacePeople } from '../workspaces/membership';
import { mayWorkOn } from '../workspaces/workspace-access';
import type { Caller } from './caller';

// Who takes part in a thread (decision 0072): its creator; its agent while they
// represent the creator (an application thread) or always (their own direct thread); and the
// people of its brand workspace who may work on the application (owners, managers, members
// assigned to the campaign's brand profile; a direct thread: owners and managers). Everyone
// else is told the thread does not exist. One condition serves the list, the badge and each
// thread, so they never disagree.

const conversationNotFound = () => new AppError('NOT_FOUND', MESSAGING_MESSAGES.notFound);

// Written out with qualified names: drizzle leaves columns unqualified in a one-table select,
// which a correlated subquery would read as its own.

/** The brand profile of an application thread's campaign (null: a direct thread or no profile). */
const brandProfileIdOfThread = sql<string | null>`(
  select c.brand_profile_id from campaign_applications a
  inner join campaigns c on c.id = a.campaign_id
  where a.id = "conversations"."application_id")`;

/** Whether the thread's agent takes part now (see above). */
const isAgentActive = sql<boolean>`("conversations"."agent_id" is not null and ("conversations"."kind" = 'direct' or exists (
  select 1 from agent_representations r
  where r.agent_id = "conversations"."agent_id"
    and r.creator_id = "conversations"."creator_id"
    and r.status = 'accepted')))`;

/** The columns every messaging read takes of a thread. */
export const threadColumns = {
  id: conversations.id,
  kind: conversations.kind,
  applicationId: conversations.applicationId,
  workspaceId: conversations.workspaceId,
  creatorId: conversations.creatorId,
  agentId: conversations.agentId,
  isAgentActive,
  brandProfileId: brandProfileIdOfThread,
  createdAt: conversations.createdAt,
  lastMessageAt: conversations.lastMessageAt,
};

export interface Thread {
  id: string;
  kind: 'application' | 'direct';
  applicationId: string | null;
  workspaceId: string | null;
  creatorId: string;
  agentId: string | null;
  isAgentActive: boolean;
  brandProfileId: string | null;
  createdAt: Date;
  lastMessageAt: Date | null;
}

/** The threads the caller takes part in, as a condition on conversations (null: none). */
export async function participantScope(db: Executor, caller: Caller): Promise<SQL | null> {
  if (caller.side === 'creator') return eq(conversations.creatorId, caller.userId);
  if (caller.side === 'agent') return and(eq(conversations.agentId, caller.userId), isAgentActive)!;
  const membership = caller.membership;
  if (!membership) return null;
  const ofWorkspace = eq(conversations.workspaceId, membership.workspaceId);
  if (mayWorkOn(membership, null)) return ofWorkspace;
  if (membership.brandProfileIds.length === 0) return null;
  // A member: the application threads of campaigns under the brand profiles they are assigned to.
  return and(
    ofWorkspace,
    eq(conversations.kind, 'application'),
    inArray(
      conversations.applicationId,
      db
        .select({ id: campaignApplications.id })
        .from(campaignApplications)
        .innerJoin(campaigns, eq(campaigns.id, campaignApplications.campaignId))
        .where(
          and(
            eq(campaigns.brandId, membership.workspaceId),
            inArray(campaigns.brandProfileId, membership.brandProfileIds),
          ),
        ),
    ),
  )!;
}

/** The thread if the caller takes part in it; 404 otherwise, as if it did not exist. */
export async function findThreadFor(db: Executor, caller: Caller, id: string): Promise<Thread> {
  const scope = await participantScope(db, caller);
  if (!scope) throw conversationNotFound();
  const [thread] = await db
    .select(threadColumns)
    .from(conversations)
    .where(and(eq(conversations.id, id), scope));
  if (!thread) throw conversationNotFound();
  return thread;
}

/** Everyone who takes part in the thread now: the people its live events go to. */
export async function participantIds(db: Executor, thread: Thread): Promise<string[]> {
  const ids = new Set<string>([thread.creatorId]);
  if (thread.agentId && thread.isAgentActive) ids.add(thread.agentId);
  if (thread.workspaceId) {
    const people = await listWorkspacePeople(db, thread.workspaceId, {
      brandProfileId: thread.kind === 'application' ? thread.brandProfileId : null,
    });
    for (const id of people) ids.add(id);
  }
  return [...ids];
}
