import { describe, expect, it } from 'vitest';
import {
  campaignLastDate,
  campaignNeedsPermit,
  dueReminder,
  isPermitValidThrough,
  permitExpiryProblem,
  permitState,
  uaeToday,
  updateAdvertiserPermitInput,
  type StoredPermit,
} from './advertiser-permits';

const permit = (overrides: Partial<StoredPermit> = {}): StoredPermit => ({
  exemption: null,
  permitNumber: 'AP-1',
  expiresOn: '2030-06-30',
  reviewStatus: 'verified',
  ...overrides,
});

describe('Advertiser Permit rules', () => {
  it('derive the state, expired after the expiry day', () => {
    expect(permitState(null, '2030-01-01')).toBe('none');
    expect(permitState(permit({ exemption: 'own_business', permitNumber: null }), '2030-01-01')).toBe(
      'exempt',
    );
    expect(permitState(permit(), '2030-06-30')).toBe('verified');
    expect(permitState(permit(), '2030-07-01')).toBe('expired');
    expect(permitState(permit({ reviewStatus: 'pending' }), '2030-01-01')).toBe('pending');
    expect(permitState(permit({ reviewStatus: 'rejected' }), '2031-01-01')).toBe('rejected');
  });

  it('use the UAE day (UTC+4)', () => {
    expect(uaeToday(new Date('2030-06-30T19:59:59Z'))).toBe('2030-06-30');
    expect(uaeToday(new Date('2030-06-30T20:00:00Z'))).toBe('2030-07-01');
  });

  it('check paid UAE campaigns through their last date', () => {
    const campaign = {
      compensationTypes: ['monetary'],
      targetCountries: ['AE'],
      applicationDeadline: '2030-05-01',
      deadline: null,
      contentDeadline: '2030-06-15',
    };
    expect(campaignNeedsPermit(campaign)).toBe(true);
    expect(campaignNeedsPermit({ ...campaign, compensationTypes: ['barter'] })).toBe(false);
    expect(campaignNeedsPermit({ ...campaign, targetCountries: ['SA'] })).toBe(false);
    expect(campaignLastDate(campaign)).toBe('2030-06-15');
    expect(campaignLastDate(campaign, '2030-07-02')).toBe('2030-07-02');
    expect(campaignLastDate({ ...campaign, contentDeadline: null, deadline: '2030-05-20' })).toBe(
      '2030-05-20',
    );
    expect(isPermitValidThrough(permit(), '2030-06-30', '2030-01-01')).toBe(true);
    expect(isPermitValidThrough(permit(), '2030-07-01', '2030-01-01')).toBe(false);
    expect(isPermitValidThrough(permit({ reviewStatus: 'pending' }), '2030-06-01', '2030-01-01')).toBe(false);
  });

  it('name the reminder due: 30 days while more than 7 are left, then 7', () => {
    expect(dueReminder('2030-06-30', '2030-05-30')).toBeNull();
    expect(dueReminder('2030-06-30', '2030-05-31')).toBe(30);
    expect(dueReminder('2030-06-30', '2030-06-22')).toBe(30);
    expect(dueReminder('2030-06-30', '2030-06-23')).toBe(7);
    expect(dueReminder('2030-06-30', '2030-06-30')).toBe(7);
    expect(dueReminder('2030-06-30', '2030-07-01')).toBeNull();
  });

  it('validate the input: trimmed number, a real date, not in the past', () => {
    expect(
      updateAdvertiserPermitInput.parse({ mode: 'permit', permitNumber: ' AP-9 ', expiresOn: '2030-01-31' }),
    ).toEqual({ mode: 'permit', permitNumber: 'AP-9', expiresOn: '2030-01-31' });
    expect(
      updateAdvertiserPermitInput.safeParse({ mode: 'permit', permitNumber: '', expiresOn: '2030-01-31' })
        .success,
    ).toBe(false);
    expect(
      updateAdvertiserPermitInput.safeParse({ mode: 'permit', permitNumber: 'A', expiresOn: '2030-02-31' })
        .success,
    ).toBe(false);
    expect(permitExpiryProblem('2030-01-01', '2030-01-02')).not.toBeNull();
    expect(permitExpiryProblem('2030-01-02', '2030-01-02')).toBeNull();
  });
});
