import { en, type MessageKey } from '@partnerly/contracts/i18n';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { MessageValues } from '@/lib/i18n/i18n-provider';
import { announcementsQueryString } from '../api/admin-announcements';
import { characterCount, draftProblems, recipientsLabel } from './announcement-draft';

const intl = createIntl({ locale: 'en', messages: en });
const t = (key: MessageKey, values?: MessageValues) => intl.formatMessage({ id: key }, values);

describe('draftProblems', () => {
  it('asks for a subject and a message', () => {
    expect(draftProblems(t, { subject: '  ', body: '\n' })).toEqual({
      subject: 'Subject is required',
      body: 'Message is required',
    });
  });

  it('holds the lengths the API allows, counted without surrounding spaces', () => {
    expect(draftProblems(t, { subject: 's'.repeat(151), body: 'b'.repeat(5001) })).toEqual({
      subject: 'Subject must be at most 150 characters',
      body: 'Message must be at most 5000 characters',
    });
    expect(draftProblems(t, { subject: ` ${'s'.repeat(150)} `, body: 'b'.repeat(5000) })).toEqual({});
  });
});

describe('labels', () => {
  it('counts characters and members', () => {
    expect(characterCount(t, 'hello', 5000)).toBe('5 of 5,000 characters');
    expect(recipientsLabel(t, 1)).toBe('1 member');
    expect(recipientsLabel(t, 1200)).toBe('1,200 members');
  });

  it('leaves page 1 out of the list address', () => {
    expect(announcementsQueryString(1)).toBe('');
    expect(announcementsQueryString(3)).toBe('?page=3');
  });
});
