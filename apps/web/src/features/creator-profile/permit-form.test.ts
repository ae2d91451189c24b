import { ADVERTISER_PERMIT_MESSAGES, type MyAdvertiserPermit } from '@partnerly/contracts';
import { describe, expect, it } from 'vitest';
import { checkPermitForm, permitFormValues } from './permit-form';

const saved: MyAdvertiserPermit = {
  state: 'verified',
  permitNumber: 'AP-1',
  expiresOn: '2030-06-30',
  exemption: null,
  rejectionReason: null,
  submittedAt: null,
  reviewedAt: null,
};

describe('the Advertiser Permit form', () => {
  it('starts from the saved permit or exemption', () => {
    expect(permitFormValues(undefined).mode).toBe('none');
    expect(permitFormValues(saved)).toEqual({
      mode: 'permit',
      permitNumber: 'AP-1',
      expiresOn: '2030-06-30',
      exemption: '',
    });
    expect(
      permitFormValues({ ...saved, permitNumber: null, expiresOn: null, exemption: 'minor_content' }).mode,
    ).toBe('exempt');
  });

  it('sends a trimmed number, and names the fields to fix', () => {
    const form = permitFormValues(saved);
    expect(checkPermitForm({ ...form, permitNumber: ' AP-2 ' }, '2030-01-01').values).toEqual({
      mode: 'permit',
      permitNumber: 'AP-2',
      expiresOn: '2030-06-30',
    });
    expect(checkPermitForm({ ...form, permitNumber: '  ', expiresOn: '' }, '2030-01-01').fields).toEqual({
      permitNumber: ADVERTISER_PERMIT_MESSAGES.numberRequired,
      expiresOn: ADVERTISER_PERMIT_MESSAGES.expiryRequired,
    });
    expect(checkPermitForm(form, '2030-07-01').fields).toEqual({
      expiresOn: ADVERTISER_PERMIT_MESSAGES.expiryPast,
    });
    expect(checkPermitForm({ ...form, mode: 'exempt' }, '2030-01-01').fields).toEqual({
      exemption: ADVERTISER_PERMIT_MESSAGES.exemptionRequired,
    });
    expect(checkPermitForm({ ...form, mode: 'none' }, '2030-01-01').values).toEqual({ mode: 'none' });
  });
});
