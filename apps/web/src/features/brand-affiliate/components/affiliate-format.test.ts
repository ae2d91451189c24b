import { en } from '@partnerly/contracts/i18n';
import { createIntl } from 'react-intl';
import { BRAND_AFFILIATE_MESSAGES } from '@partnerly/contracts';
import { describe, expect, it } from 'vitest';
import { checkCodeForm, defaultExpiry, formatFils, importSummary, serverErrors } from './affiliate-format';

const intl = createIntl({ locale: 'en-AE', messages: en });
const t = (key: keyof typeof en, values?: Record<string, string | number>) =>
  intl.formatMessage({ id: key }, values);

const form = {
  creatorId: 'creator-1',
  code: 'summer10',
  brandUrl: 'https://shop.example.com',
  expiresOn: '2999-12-31',
  instructions: '',
};

describe('checkCodeForm', () => {
  it('passes a filled form', () => {
    expect(checkCodeForm(form)).toEqual({ errors: null });
  });

  it("answers empty required fields with the spec's 'Please fill in all required fields'", () => {
    expect(checkCodeForm({ ...form, code: ' ', brandUrl: '', expiresOn: '' })).toEqual({
      errors: {
        code: BRAND_AFFILIATE_MESSAGES.codeRequired,
        brandUrl: BRAND_AFFILIATE_MESSAGES.brandUrlRequired,
        expiresOn: BRAND_AFFILIATE_MESSAGES.expiryRequired,
      },
      message: 'Please fill in all required fields',
    });
  });

  it('names a wrong value without calling it missing', () => {
    expect(checkCodeForm({ ...form, brandUrl: 'javascript:alert(1)' })).toEqual({
      errors: { brandUrl: BRAND_AFFILIATE_MESSAGES.brandUrlInvalid },
      message: BRAND_AFFILIATE_MESSAGES.formInvalid,
    });
  });
});

it('takes the first server message of each form field', () => {
  expect(serverErrors({ creatorId: ['Not accepted', 'Other'], file: ['x'] })).toEqual({
    creatorId: 'Not accepted',
  });
});

it('defaults the expiry to 30 days ahead (spec 02: codes added by hand)', () => {
  expect(defaultExpiry(new Date(2026, 0, 15, 12))).toBe('2026-02-14');
});

it('shows fils as AED', () => {
  expect(formatFils(123_450)).toBe('AED 1,234.50');
  expect(formatFils(4_000)).toBe('AED 40');
});

it('sums an import up in one line', () => {
  expect(
    importSummary(t, {
      imported: 3,
      duplicates: 1,
      withoutCode: 2,
      errors: [],
      errorCount: 4,
      message: '3 orders imported',
    }),
  ).toBe('3 orders imported, 1 duplicate ignored, 2 without a discount code skipped, 4 rows not imported.');
  expect(
    importSummary(t, {
      imported: 1,
      duplicates: 0,
      withoutCode: 0,
      errors: [],
      errorCount: 0,
      message: '1 order imported',
    }),
  ).toBe('1 order imported.');
});
