import { MESSAGING_MESSAGES, MESSAGING_SAFETY_MESSAGES, type ChatStatus } from '@partnerly/contracts';
import { en } from '@partnerly/contracts/i18n';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { chatStatusNotice, requestMessageError, sendRefusalOf } from './chat-request-format';

/** The English catalog's message function, as the dialog's useT gives it. */
const intl = createIntl({ locale: 'en-AE', messages: en });
const t = (key: keyof typeof en, values?: Record<string, string | number>) =>
  intl.formatMessage({ id: key }, values);

const status = (overrides: Partial<ChatStatus>): ChatStatus => ({
  creatorId: 'creator-1',
  status: 'can_ask',
  conversationId: null,
  pendingSince: null,
  canAskAgainAt: null,
  ...overrides,
});

describe('chatStatusNotice', () => {
  it('leaves the form (or the thread) alone when the brand may ask or already talks', () => {
    expect(chatStatusNotice(status({ status: 'can_ask' }), 'Noor', t)).toBeNull();
    expect(
      chatStatusNotice(
        status({ status: 'connected', conversationId: '7f0b3c1e-1111-4111-8111-111111111111' }),
        'Noor',
        t,
      ),
    ).toBeNull();
  });

  it('says a request waits, since when, and points to the requests view', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    const notice = chatStatusNotice(
      status({ status: 'pending', pendingSince: '2026-11-27T10:00:00Z' }),
      'Noor Saleh',
      t,
      now,
    );
    expect(notice).toEqual({
      title: 'Chat request waiting',
      description:
        'Your chat request to Noor Saleh (sent 2 hours ago) is waiting for their answer. You can message them once they accept.',
      showsRequests: true,
    });
  });

  it('names the moment a declined sender may ask again, in the app’s date format', () => {
    const canAskAgainAt = '2026-12-03T09:30:00Z';
    const notice = chatStatusNotice(status({ status: 'cooling_off', canAskAgainAt }), 'Noor', t);
    expect(notice?.description).toBe(MESSAGING_SAFETY_MESSAGES.coolingOff(formatDateTime(canAskAgainAt)));
    expect(notice?.showsRequests).toBe(true);
  });

  it("uses the server's words for a creator who takes no requests and for a block", () => {
    expect(chatStatusNotice(status({ status: 'not_accepting' }), 'Noor', t)?.description).toContain(
      MESSAGING_MESSAGES.messagingDisabled,
    );
    expect(chatStatusNotice(status({ status: 'blocked' }), 'Noor', t)).toEqual({
      title: 'Chat request unavailable',
      description: `${MESSAGING_SAFETY_MESSAGES.requestBlocked}.`,
      showsRequests: false,
    });
  });
});

describe('requestMessageError', () => {
  it('needs words, at most 1,000 characters', () => {
    expect(requestMessageError('   ')).toBe(MESSAGING_MESSAGES.requestMessageRequired);
    expect(requestMessageError('a'.repeat(1001))).toBe(MESSAGING_MESSAGES.requestMessageTooLong);
    expect(requestMessageError('a'.repeat(1000))).toBeUndefined();
    expect(requestMessageError('Hi Noor, fancy a chat about our spring launch?')).toBeUndefined();
  });
});

describe('sendRefusalOf', () => {
  it('puts the message field’s error under the field', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'Please fix the errors', {
      message: [MESSAGING_MESSAGES.requestMessageTooLong],
    });
    expect(sendRefusalOf(error)).toEqual({
      kind: 'field',
      message: MESSAGING_MESSAGES.requestMessageTooLong,
    });
  });

  it('reads the standing again on a conflict', () => {
    const error = new ApiError(409, 'CONFLICT', MESSAGING_SAFETY_MESSAGES.alreadyConnected);
    expect(sendRefusalOf(error)).toEqual({
      kind: 'recheck',
      message: MESSAGING_SAFETY_MESSAGES.alreadyConnected,
    });
  });

  it("shows the server's words for the other refusals", () => {
    for (const [status, message] of [
      [403, MESSAGING_MESSAGES.messagingDisabled],
      [429, MESSAGING_SAFETY_MESSAGES.requestsRateLimited],
      [404, MESSAGING_SAFETY_MESSAGES.creatorNotFound],
    ] as const) {
      expect(sendRefusalOf(new ApiError(status, 'X', message))).toEqual({ kind: 'notice', message });
    }
    expect(sendRefusalOf(new Error('boom')).kind).toBe('notice');
  });
});
