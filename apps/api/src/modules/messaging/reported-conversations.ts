import type { ConversationParty, ReportedConversation } from '@partnerly/contracts';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  campaignApplications,
  campaigns,
  conversationClosures,
  conversations,
  messages,
} from '../../db/schema';
import { threadColumns, type Thread } from './conversation-access';
import { viewMessages } from './message-view';
import { brandFacesOf, facesOfPeople, partiesOf } from './people';

// Reported conversations as the admin console sees them (issue 22 item 5, decision
// 0073): the report queue's description of each, and the thread itself, read
// only, from the report.

/** How many of the newest messages the console shows of a reported thread. */
const REPORTED_MESSAGES_MAX = 500;

export interface ConversationDescription {
  title: string;
  parties: ConversationParty[];
  closedAt: Date | null;
}

/** The threads' titles ('Demo Brand Co. and Casey Creator · Summer Launch'), parties and closure. */
export async function describeConversations(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, ConversationDescription>> {
  const described = new Map<string, ConversationDescription>();
  if (ids.length === 0) return described;
  const threads: Thread[] = await db
    .select(threadColumns)
    .from(conversations)
    .where(inArray(conversations.id, [...ids]));
  if (threads.length === 0) return described;
  const threadIds = threads.map((thread) => thread.id);
  const applicationIds = threads.flatMap((thread) => (thread.applicationId ? [thread.applicationId] : []));
  const [brands, people, closures, campaignRows] = await Promise.all([
    brandFacesOf(db, threads),
    facesOfPeople(
      db,
      threads.flatMap((thread) => [thread.creatorId, ...(thread.agentId ? [thread.agentId] : [])]),
    ),
    db
      .select({ id: conversationClosures.conversationId, closedAt: conversationClosures.closedAt })
      .from(conversationClosures)
      .where(inArray(conversationClosures.conversationId, threadIds)),
    applicationIds.length
      ? db
          .select({ applicationId: campaignApplications.id, title: campaigns.title })
          .from(campaignApplications)
          .innerJoin(campaigns, eq(campaigns.id, campaignApplications.campaignId))
          .where(inArray(campaignApplications.id, applicationIds))
      : [],
  ]);
  const closedAt = new Map(closures.map((row) => [row.id, row.closedAt]));
  const campaignOf = new Map(campaignRows.map((row) => [row.applicationId, row.title]));
  for (const thread of threads) {
    const parties = partiesOf(thread, brands.get(thread.id), people);
    const campaign = thread.applicationId ? campaignOf.get(thread.applicationId) : undefined;
    const names = parties.map((party) => party.name).join(' and ');
    described.set(thread.id, {
      title: campaign ? `${names} · ${campaign}` : names,
      parties,
      closedAt: closedAt.get(thread.id) ?? null,
    });
  }
  return described;
}

/** The reported thread for the console, or undefined when it is gone. */
export async function readReportedConversation(
  db: Executor,
  adminId: string,
  reportId: string,
  conversationId: string,
): Promise<ReportedConversation | undefined> {
  const description = (await describeConversations(db, [conversationId])).get(conversationId);
  if (!description) return undefined;
  const rows = await db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(REPORTED_MESSAGES_MAX + 1);
  const shown = rows.slice(0, REPORTED_MESSAGES_MAX).reverse();
  return {
    reportId,
    conversationId,
    title: description.title,
    parties: description.parties,
    closedAt: description.closedAt?.toISOString() ?? null,
    // Attachments open from the report (the participants' route answers them only).
    messages: (await viewMessages(db, adminId, shown)).map((message) => ({
      ...message,
      attachments: message.attachments.map((file) => ({
        ...file,
        url: `/api/admin/reports/${reportId}/conversation/attachments/${file.id}`,
      })),
    })),
    hasOlder: rows.length > REPORTED_MESSAGES_MAX,
  };
}
