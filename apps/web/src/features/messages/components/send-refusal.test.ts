import { MESSAGING_MESSAGES, MESSAGING_SAFETY_MESSAGES } from '@partnerly/contracts';
import { describe, expect, it } from 'vitest';
import { sendRefusalOf } from './send-refusal';

const party = (name: string) => ({ side: 'brand' as const, id: name, name, avatarUrl: null });
const open = { blockedByMe: [], isBlockedByOther: false, canSend: true };

describe('sendRefusalOf', () => {
  it('shows the composer while nothing stands in the way', () => {
    expect(sendRefusalOf({ canSend: true }, open)).toBeNull();
  });

  it('names whom we blocked, says a block by another, and a take-down', () => {
    expect(
      sendRefusalOf(
        { canSend: false },
        { blockedByMe: [party('Oasis')], isBlockedByOther: false, canSend: false },
      ),
    ).toBe(MESSAGING_SAFETY_MESSAGES.blocked('Oasis'));
    expect(
      sendRefusalOf({ canSend: false }, { blockedByMe: [], isBlockedByOther: true, canSend: false }),
    ).toBe(MESSAGING_MESSAGES.blocked);
    expect(sendRefusalOf({ canSend: false }, open)).toBe(MESSAGING_SAFETY_MESSAGES.closedByModeration);
    expect(MESSAGING_SAFETY_MESSAGES.closedByModeration).toBe(
      'This conversation was closed by the Partnerly team',
    );
    expect(sendRefusalOf({ canSend: false }, undefined)).toBe(MESSAGING_MESSAGES.blocked);
  });
});
