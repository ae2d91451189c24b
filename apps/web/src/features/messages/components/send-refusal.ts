import {
  MESSAGING_MESSAGES,
  MESSAGING_SAFETY_MESSAGES,
  type ConversationBlockState,
  type ConversationDetail,
} from '@partnerly/contracts';

/**
 * Why the composer is not shown, in the contracts' words (null: it is). The thread's canSend
 * goes by every send rule (decision 0072); the block state tells a block from the one other rule,
 * a take-down (decision 0073). While the block state loads, a refusal reads as the generic one.
 */
export function sendRefusalOf(
  conversation: Pick<ConversationDetail, 'canSend'>,
  blockState: Pick<ConversationBlockState, 'blockedByMe' | 'isBlockedByOther' | 'canSend'> | undefined,
): string | null {
  if (blockState && blockState.blockedByMe.length > 0)
    return MESSAGING_SAFETY_MESSAGES.blocked(blockState.blockedByMe.map((party) => party.name).join(' and '));
  if (blockState && !blockState.canSend) return MESSAGING_MESSAGES.blocked;
  if (!conversation.canSend)
    return blockState ? MESSAGING_SAFETY_MESSAGES.closedByModeration : MESSAGING_MESSAGES.blocked;
  return null;
}
