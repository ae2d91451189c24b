import { FALLBACK_NAME_MESSAGES } from '@partnerly/contracts';
import { describe, expect, it } from 'vitest';
import { noticeCopy } from './create-notification';

// Issue 25: a notification naming someone the server has no name for ('Deleted Creator', 'The
// creator') is written with that name in the recipient's language; a person's own name never changes.

describe('noticeCopy', () => {
  it('names a deleted creator in Arabic for an Arabic recipient', () => {
    const copy = noticeCopy('agentRequestDeclined', { creator: FALLBACK_NAME_MESSAGES.deletedCreator });
    expect(copy('ar').message).toBe('رفض صانع محتوى محذوف طلبك لتمثيله.');
    expect(copy('en').message).toBe('Deleted Creator declined your request to represent them.');
  });

  it('also when the values are made for the language', () => {
    const copy = noticeCopy('chatDeclined', () => ({ creator: FALLBACK_NAME_MESSAGES.theCreator }));
    expect(copy('ar').message).toBe('رفض صانع المحتوى طلب المحادثة.');
    expect(copy('en').message).toBe('The creator declined your chat request.');
  });

  it("keeps a person's own name as written", () => {
    expect(noticeCopy('chatDeclined', { creator: 'Sara Ahmed' })('ar').message).toBe(
      'رفض Sara Ahmed طلب المحادثة.',
    );
  });
});
