import { WORKSPACE_ACTIVITY_ACTIONS } from '@partnerly/contracts';
import { en, type MessageKey } from '@partnerly/contracts/i18n';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_LABELS,
  activityLabel,
  expiryText,
  isFull,
  profileNames,
  seatText,
  tabsFor,
} from './workspace-format';

const intl = createIntl({ locale: 'en', messages: en });
const t = (key: MessageKey, values?: Record<string, string | number>) =>
  intl.formatMessage({ id: key }, values);

describe('activityLabel', () => {
  it('reads every recorded action as words after the actor', () => {
    for (const action of WORKSPACE_ACTIVITY_ACTIONS) {
      expect(t(ACTIVITY_LABELS[action])).toMatch(/^[a-z][A-Za-z' ]+$/);
    }
    expect(activityLabel(t, 'application_approved')).toBe('approved an application');
    expect(activityLabel(t, 'member_joined')).toBe('joined the workspace');
  });

  it('shows an action this build does not know by its name', () => {
    expect(activityLabel(t, 'code_redeemed')).toBe('code redeemed');
  });
});

describe('seatText', () => {
  it('counts people and open invitations against the limit', () => {
    expect(seatText(t, { used: 3, limit: 5 })).toBe('3 of 5 team members');
    expect(seatText(t, { used: 1, limit: 1 })).toBe('1 of 1 team member');
  });

  it('is full at the limit and over it', () => {
    expect(isFull({ used: 4, limit: 5 })).toBe(false);
    expect(isFull({ used: 5, limit: 5 })).toBe(true);
    expect(isFull({ used: 6, limit: 5 })).toBe(true);
  });
});

describe('expiryText', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const at = (iso: string, isExpired = false) => expiryText(t, { expiresAt: iso, isExpired }, now);

  it('counts the days left to the nearest whole day', () => {
    expect(at('2026-12-03T11:59:50Z')).toBe('Expires in 7 days');
    expect(at('2026-12-01T13:00:00Z')).toBe('Expires in 5 days');
    expect(at('2026-11-27T18:00:00Z')).toBe('Expires in 1 day');
    expect(at('2026-11-26T20:00:00Z')).toBe('Expires today');
  });

  it('says Expired when the time has passed or the server says so', () => {
    expect(at('2026-11-26T11:59:00Z')).toBe('Expired');
    expect(at('2026-12-01T13:00:00Z', true)).toBe('Expired');
  });
});

describe('profileNames', () => {
  it('names the assigned profiles', () => {
    const profiles = [
      { id: 'a', profileName: 'Acme Dubai' },
      { id: 'b', profileName: 'Acme Abu Dhabi' },
    ];
    expect(profileNames(t, ['b', 'x'], profiles)).toEqual(['Acme Abu Dhabi', 'Unknown profile']);
  });
});

describe('tabsFor', () => {
  it('shows invitations to owners and managers and the activity list to owners only', () => {
    expect(tabsFor('owner')).toEqual(['people', 'invitations', 'activity']);
    expect(tabsFor('manager')).toEqual(['people', 'invitations']);
    expect(tabsFor('member')).toEqual(['people']);
  });
});
