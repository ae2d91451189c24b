import type { Representation } from '@partnerly/contracts';
import { en } from '@partnerly/contracts/i18n';
import { describe, expect, it } from 'vitest';
import {
  REPRESENTATION_STATUS_LABELS,
  groupRepresentations,
  requestFieldErrors,
  requestResolver,
  type RequestDraft,
} from './representation-format';

const rep = (id: string, status: Representation['status']) => ({ id, status }) as Representation;

describe('representations', () => {
  it('groups by status in the given order and labels them', () => {
    const groups = groupRepresentations([rep('a', 'accepted'), rep('b', 'pending'), rep('c', 'accepted')]);
    expect(groups.accepted.map((item) => item.id)).toEqual(['a', 'c']);
    expect(groups.pending.map((item) => item.id)).toEqual(['b']);
    expect(groups.declined).toEqual([]);
    expect({
      pending: en[REPRESENTATION_STATUS_LABELS.pending],
      accepted: en[REPRESENTATION_STATUS_LABELS.accepted],
      declined: en[REPRESENTATION_STATUS_LABELS.declined],
    }).toEqual({
      pending: 'Pending',
      accepted: 'Representing',
      declined: 'Declined',
    });
  });
});

/** What the form gets from its resolver: the values it sends, or the first message per field. */
async function checkRequest(draft: RequestDraft) {
  const result = await requestResolver(draft, undefined, { fields: {}, shouldUseNativeValidation: false });
  if (Object.keys(result.errors).length === 0) return { isValid: true, values: result.values };
  const errors = Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [field, (error as { message?: string }).message]),
  );
  return { isValid: false, errors };
}

describe('the representation request form', () => {
  it('needs the creator’s e-mail, a valid one', async () => {
    expect(await checkRequest({ creatorEmail: '  ', message: '' })).toEqual({
      isValid: false,
      errors: { creatorEmail: 'Please enter the creator’s e-mail' },
    });
    expect(await checkRequest({ creatorEmail: 'not-an-email', message: '' })).toEqual({
      isValid: false,
      errors: { creatorEmail: 'Please enter a valid e-mail address' },
    });
  });

  it('lower-cases the e-mail and leaves the message optional', async () => {
    expect(await checkRequest({ creatorEmail: ' Mira@Example.com ', message: ' ' })).toEqual({
      isValid: true,
      values: { creatorEmail: 'mira@example.com', message: null },
    });
  });

  it('limits the message to 500 characters', async () => {
    const check = await checkRequest({ creatorEmail: 'a@b.co', message: 'x'.repeat(501) });
    expect(check.isValid ? null : check.errors?.message).toBe('Message must be at most 500 characters');
  });

  it('shows the server field messages', () => {
    expect(requestFieldErrors({ creatorEmail: ['No creator account uses this e-mail'] })).toEqual({
      creatorEmail: 'No creator account uses this e-mail',
    });
    expect(requestFieldErrors(undefined)).toEqual({});
  });
});
