import { PRIVATE_CODE_MESSAGES } from '@partnerly/contracts';
import { describe, expect, it } from 'vitest';
import {
  capMaxUses,
  checkCodeForm,
  earliestExpirationDate,
  emptyCodeForm,
  hasRequiredFields,
  logoFileProblem,
  maxUsesCap,
  serverFieldErrors,
  type CodeFormValues,
} from './code-form-rules';

const filled = (changes: Partial<CodeFormValues> = {}): CodeFormValues => ({
  ...emptyCodeForm(100),
  campaignName: 'Summer Spa Day',
  discountDescription: '20% off any treatment',
  ...changes,
});

describe('max uses and the plan', () => {
  it("caps at the plan's redemptions per code (25 / 100 / 300), never above 1000", () => {
    expect(maxUsesCap(25)).toBe(25);
    expect(maxUsesCap(100)).toBe(100);
    expect(maxUsesCap(300)).toBe(300);
    expect(maxUsesCap(5000)).toBe(1000);
    // A plan without QR codes cannot open the form; the field's own range still holds.
    expect(maxUsesCap(0)).toBe(1000);
  });

  it('starts at 10, or at the cap when the plan allows fewer', () => {
    expect(emptyCodeForm(25).maxUses).toBe('10');
    expect(emptyCodeForm(5).maxUses).toBe('5');
  });

  it('brings a whole number back within 1 and the cap once the field is left', () => {
    expect(capMaxUses('40', 25)).toBe('25');
    expect(capMaxUses('25', 25)).toBe('25');
    expect(capMaxUses(' 7 ', 25)).toBe('7');
    expect(capMaxUses('0', 25)).toBe('1');
    expect(capMaxUses('-3', 25)).toBe('1');
    // Not a whole number: left as typed, for the check to name.
    expect(capMaxUses('2.5', 25)).toBe('2.5');
    expect(capMaxUses('', 25)).toBe('');
  });
});

describe('the create form', () => {
  it('needs a campaign name and a discount before it can be sent', () => {
    expect(hasRequiredFields(emptyCodeForm(25))).toBe(false);
    expect(hasRequiredFields(filled({ discountDescription: '   ' }))).toBe(false);
    expect(hasRequiredFields(filled())).toBe(true);
  });

  it('sends the trimmed values, max uses as a number and empty optional fields as null', () => {
    const checked = checkCodeForm(
      filled({ campaignName: '  Summer Spa Day ', maxUses: '12', businessLocation: ' ' }),
      25,
      null,
    );
    expect(checked.errors).toBeNull();
    expect(checked.request).toEqual({
      campaignName: 'Summer Spa Day',
      discountDescription: '20% off any treatment',
      maxUses: 12,
      expirationDate: null,
      businessLocation: null,
      googleMapsUrl: null,
      logoUploadId: null,
    });
  });

  it("refuses max uses over the plan's cap with the spec's message", () => {
    expect(checkCodeForm(filled({ maxUses: '26' }), 25, null).errors).toEqual({
      maxUses: PRIVATE_CODE_MESSAGES.maxUsesOverPlan(25),
    });
    expect(checkCodeForm(filled({ maxUses: '25' }), 25, null).errors).toBeNull();
  });

  it('names each wrong field with the API schema’s message', () => {
    const checked = checkCodeForm(
      {
        campaignName: ' ',
        discountDescription: '',
        maxUses: '1001',
        expirationDate: '2020-01-01',
        businessLocation: '',
        googleMapsUrl: 'javascript:alert(1)',
      },
      300,
      null,
    );
    expect(checked.errors).toEqual({
      campaignName: PRIVATE_CODE_MESSAGES.campaignNameRequired,
      discountDescription: PRIVATE_CODE_MESSAGES.discountRequired,
      maxUses: PRIVATE_CODE_MESSAGES.maxUsesRange,
      expirationDate: PRIVATE_CODE_MESSAGES.expiryPast,
      googleMapsUrl: PRIVATE_CODE_MESSAGES.mapsUrlInvalid,
    });
  });

  it('refuses an emptied max uses field rather than sending the default', () => {
    expect(checkCodeForm(filled({ maxUses: ' ' }), 25, null).errors).toEqual({
      maxUses: PRIVATE_CODE_MESSAGES.maxUsesRequired,
    });
  });

  it('sends the uploaded logo and a chosen expiry date', () => {
    const logoUploadId = '6f1c1f7e-3a43-4c55-9e7b-5d0d4c6f3a10';
    const checked = checkCodeForm(
      filled({ expirationDate: '2999-12-31', googleMapsUrl: 'https://maps.app.goo.gl/abc' }),
      25,
      logoUploadId,
    );
    expect(checked.request).toMatchObject({
      expirationDate: '2999-12-31',
      googleMapsUrl: 'https://maps.app.goo.gl/abc',
      logoUploadId,
    });
  });

  it("puts a 400's field messages on the form's fields (the logo's upload id on the logo)", () => {
    expect(
      serverFieldErrors({
        maxUses: [PRIVATE_CODE_MESSAGES.maxUsesOverPlan(25), 'second'],
        logoUploadId: [PRIVATE_CODE_MESSAGES.logoNotFound],
        somethingElse: ['ignored'],
      }),
    ).toEqual({
      maxUses: PRIVATE_CODE_MESSAGES.maxUsesOverPlan(25),
      logo: PRIVATE_CODE_MESSAGES.logoNotFound,
    });
  });

  it('offers expiry dates from today in the UAE, where the code’s last day ends', () => {
    // 21:30 UTC on 31 Dec is already 1 Jan in Dubai (UTC+4).
    expect(earliestExpirationDate(new Date('2026-12-31T21:30:00Z'))).toBe('2027-01-01');
    expect(earliestExpirationDate(new Date('2026-12-31T12:00:00Z'))).toBe('2026-12-31');
  });
});

describe('the logo', () => {
  it("takes any image under 5 MB, with the spec's messages otherwise", () => {
    expect(logoFileProblem({ type: 'image/png', size: 1024 })).toBeNull();
    expect(logoFileProblem({ type: 'image/svg+xml', size: 1024 })).toBeNull();
    expect(logoFileProblem({ type: 'application/pdf', size: 1024 })).toBe('Please select an image file');
    expect(logoFileProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBe(
      'File size must be less than 5MB',
    );
  });
});
