import { en, type MessageKey } from '@partnerly/contracts/i18n';
import { ar } from '@partnerly/contracts/i18n/ar';
import { createIntl } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { inActiveLanguage, setKnownMessagesLanguage, translateKnown } from './known-messages';

const arabic = createIntl({ locale: 'ar-AE', messages: ar });
const inArabic = (text: string) =>
  translateKnown(text, (key: MessageKey, values) => arabic.formatMessage({ id: key }, values));

describe('translateKnown (issue 25)', () => {
  it('shows an English text the catalogs know in Arabic', () => {
    expect(inArabic(en['validation.sixDigitCode'])).toBe(ar['validation.sixDigitCode']);
  });

  it('fills in the arguments of a message with {arguments}, translating a known argument too', () => {
    expect(inArabic('Company name must be at most 200 characters')).toBe(ar['validation.companyNameMax']);
    expect(inArabic('Request failed (502). Please try again.')).toBe(
      'تعذّر تنفيذ الطلب (502). يرجى المحاولة مرة أخرى.',
    );
    expect(inArabic('Password is required')).toBe('كلمة المرور مطلوبة');
  });

  it('leaves a text no message matches as it came', () => {
    expect(inArabic('Something only the server says')).toBe('Something only the server says');
  });
});

describe('inActiveLanguage', () => {
  afterEach(() => setKnownMessagesLanguage('en', en));

  it('is English until the app is in Arabic', () => {
    expect(inActiveLanguage(en['validation.network'])).toBe(en['validation.network']);
    setKnownMessagesLanguage('ar', ar);
    expect(inActiveLanguage(en['validation.network'])).toBe(ar['validation.network']);
  });
});
