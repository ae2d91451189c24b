import type { ConversationBlockState, ConversationDetail } from '@partnerly/contracts';

/** Why the composer is not shown: the parties we blocked, a block or rule, or a take-down. */
export type SendRefusal =
  { kind: 'blockedByMe'; names: string[] } | { kind: 'cannotSend' } | { kind: 'closedByModeration' };

/**
 * Why the composer is not shown (null: it is). The thread's canSend goes by every send rule
 * (decision 0072); the block state tells a block from the one other rule, a take-down (decision
 * 0073). While the block state loads, a refusal reads as the generic one.
 */
export function sendRefusalOf(
  conversation: Pick<ConversationDetail, 'canSend'>,
  blockState: Pick<ConversationBlockState, 'blockedByMe' | 'isBlockedByOther' | 'canSend'> | undefined,
): SendRefusal | null {
  if (blockState && blockState.blockedByMe.length > 0)
    return { kind: 'blockedByMe', names: blockState.blockedByMe.map((party) => party.name) };
  if (blockState && !blockState.canSend) return { kind: 'cannotSend' };
  if (!conversation.canSend) return blockState ? { kind: 'closedByModeration' } : { kind: 'cannotSend' };
  return null;
}
