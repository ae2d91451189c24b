import {
  isImageUploadType,
  type ConversationDetail,
  type ConversationSummary,
  type MessageSide,
} from '@partnerly/contracts';
import { and, count, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaignApplications, campaigns, conversationReads, messages } from '../../db/schema';
import type { Caller } from './caller';
import type { Thread } from './conversation-access';
import { mayNotSendReason } from './may-send';
import { stateOf } from './message-view';
import { brandFacesOf, DELETED_ACCOUNT, facesOfPeople, partiesOf } from './people';

// Threads as the list and the thread header show them: the other parties, the campaign of an
// application thread, the last message and the caller's unread count, in a fixed number of
// queries whatever the page size.

const PREVIEW_LENGTH = 140;

/**
 * Messages from another side than `side` that `userId` has not read: sent after their last
 * read of the thread (all of them before their first), as a condition on messages.
 */
export function unreadBy(userId: string, side: MessageSide) {
  return and(
    ne(messages.senderSide, side),
    or(isNull(conversationReads.lastReadAt), gt(messages.createdAt, conversationReads.lastReadAt)),
  )!;
}

/** Joins the reader's read mark onto messages (use with unreadBy). */
export const readMarkOf = (userId: string) =>
  and(eq(conversationReads.conversationId, messages.conversationId), eq(conversationReads.userId, userId));

async function unreadCounts(db: Executor, caller: Caller, ids: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ conversationId: messages.conversationId, unread: count() })
    .from(messages)
    .leftJoin(conversationReads, readMarkOf(caller.userId))
    .where(and(inArray(messages.conversationId, ids), unreadBy(caller.userId, caller.side)))
    .groupBy(messages.conversationId);
  return new Map(rows.map((row) => [row.conversationId, row.unread]));
}

async function lastMessages(db: Executor, ids: string[]) {
  const rows = await db
    .selectDistinctOn([messages.conversationId], {
      id: messages.id,
      conversationId: messages.conversationId,
      senderId: messages.senderId,
      senderSide: messages.senderSide,
      body: messages.body,
      createdAt: messages.createdAt,
      deliveredAt: messages.deliveredAt,
      readAt: messages.readAt,
      // Qualified by hand: drizzle leaves a one-table select's columns unqualified.
      firstAttachmentType: sql<string | null>`(
        select u.content_type from message_attachments ma
        inner join uploads u on u.id = ma.upload_id
        where ma.message_id = "messages"."id"
        order by ma.created_at limit 1)`,
    })
    .from(messages)
    .where(inArray(messages.conversationId, ids))
    .orderBy(messages.conversationId, desc(messages.createdAt), desc(messages.id));
  return new Map(rows.map((row) => [row.conversationId, row]));
}

async function applicationRefs(db: Executor, threads: readonly Thread[]) {
  const ids = threads.flatMap((thread) => (thread.applicationId ? [thread.applicationId] : []));
  if (ids.length === 0) return new Map<string, ConversationSummary['application']>();
  const rows = await db
    .select({ id: campaignApplications.id, campaignId: campaigns.id, campaignName: campaigns.title })
    .from(campaignApplications)
    .innerJoin(campaigns, eq(campaigns.id, campaignApplications.campaignId))
    .where(inArray(campaignApplications.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

function previewOf(body: string, attachmentType: string | null): string {
  const text = body.replace(/\s+/g, ' ').trim();
  if (text) return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text;
  if (!attachmentType) return '';
  return isImageUploadType(attachmentType) ? 'Photo' : 'PDF document';
}

/** The threads as `caller` sees them, in the order given. */
export async function summariseThreads(
  db: Executor,
  caller: Caller,
  threads: readonly Thread[],
): Promise<(ConversationSummary & { parties: ConversationSummary['otherParties'] })[]> {
  if (threads.length === 0) return [];
  const ids = threads.map((thread) => thread.id);
  const last = await lastMessages(db, ids);
  const personIds = threads.flatMap((thread) => [
    thread.creatorId,
    ...(thread.agentId ? [thread.agentId] : []),
  ]);
  for (const message of last.values()) if (message.senderId) personIds.push(message.senderId);
  const [unread, refs, brands, people] = await Promise.all([
    unreadCounts(db, caller, ids),
    applicationRefs(db, threads),
    brandFacesOf(db, threads),
    facesOfPeople(db, personIds),
  ]);
  return threads.map((thread) => {
    const parties = partiesOf(thread, brands.get(thread.id), people);
    const otherParties = parties.filter((party) => party.side !== caller.side);
    const message = last.get(thread.id);
    return {
      id: thread.id,
      kind: thread.kind,
      title: otherParties.map((party) => party.name).join(', '),
      mySide: caller.side,
      otherParties,
      parties,
      application: thread.applicationId ? (refs.get(thread.applicationId) ?? null) : null,
      lastMessage: message
        ? {
            id: message.id,
            senderName: message.senderId
              ? (people.get(message.senderId)?.name ?? DELETED_ACCOUNT)
              : DELETED_ACCOUNT,
            side: message.senderSide,
            isMine: message.senderId === caller.userId,
            preview: previewOf(message.body, message.firstAttachmentType),
            createdAt: message.createdAt.toISOString(),
            state: stateOf(message),
          }
        : null,
      unreadCount: unread.get(thread.id) ?? 0,
      updatedAt: (thread.lastMessageAt ?? thread.createdAt).toISOString(),
    };
  });
}

/** One thread with every party and whether the caller may write in it now. */
export async function detailOfThread(
  db: Executor,
  caller: Caller,
  thread: Thread,
): Promise<ConversationDetail> {
  const [summary] = await summariseThreads(db, caller, [thread]);
  const refusal = await mayNotSendReason(db, { thread, sender: caller });
  return { ...summary!, canSend: refusal === null, createdAt: thread.createdAt.toISOString() };
}
