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
    ).toEqual({ kind: 'blockedByMe', names: ['Oasis'] });
    expect(
      sendRefusalOf({ canSend: false }, { blockedByMe: [], isBlockedByOther: true, canSend: false }),
    ).toEqual({ kind: 'cannotSend' });
    expect(sendRefusalOf({ canSend: false }, open)).toEqual({ kind: 'closedByModeration' });
    expect(sendRefusalOf({ canSend: false }, undefined)).toEqual({ kind: 'cannotSend' });
  });
});
