import {
  ACCEPT_LEGAL_DOCUMENTS_MESSAGE,
  FALLBACK_NAME_MESSAGES,
  ONBOARDING_MESSAGES,
  WEBSITE_URL_MESSAGE,
} from '@partnerly/contracts';
import { en, type MessageKey } from '@partnerly/contracts/i18n';
import { ar } from '@partnerly/contracts/i18n/ar';
import { createIntl } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { MISSING_CREDENTIALS } from '@/features/auth/api/auth-schemas';
import { inActiveLanguage, setKnownMessagesLanguage, translateKnown, translateName } from './known-messages';

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

  it("shows the sign-in, sign-up and onboarding forms' rules in Arabic (they had maps of their own)", () => {
    expect(inArabic(MISSING_CREDENTIALS.card)).toBe(ar['auth.missingCredentialsCard']);
    expect(inArabic(MISSING_CREDENTIALS.dialog)).toBe(ar['auth.missingCredentialsDialog']);
    expect(inArabic('Passwords do not match')).toBe(ar['auth.rule.passwordsDoNotMatch']);
    expect(inArabic(ACCEPT_LEGAL_DOCUMENTS_MESSAGE)).toBe(ar['auth.rule.acceptTerms']);
    expect(inArabic('Email is invalid')).toBe(ar['onboarding.rule.emailInvalid']);
    expect(inArabic('Please choose a gender from the list')).toBe(ar['onboarding.rule.genderFromList']);
    expect(inArabic(ONBOARDING_MESSAGES.specializationRequired)).toBe(
      ar['onboarding.rule.specializationRequired'],
    );
    expect(inArabic(WEBSITE_URL_MESSAGE)).toBe(ar['onboarding.rule.websiteUrl']);
    expect(inArabic('Please enter the 6-digit code')).toBe('يُرجى إدخال الرمز المكوّن من 6 أرقام');
  });

  it('leaves a text no message matches as it came', () => {
    expect(inArabic('Something only the server says')).toBe('Something only the server says');
  });
});

describe('translateName (issue 25)', () => {
  const arabicT = (key: MessageKey) => arabic.formatMessage({ id: key });
  const englishT = (key: MessageKey) => en[key];

  it("shows the names the server gives the unnamed in the reader's language", () => {
    expect(translateName('Deleted Creator', arabicT)).toBe('صانع محتوى محذوف');
    expect(translateName('Deleted Agent', arabicT)).toBe('وكيل محذوف');
    expect(translateName('Deleted account', arabicT)).toBe('حساب محذوف');
    expect(translateName('Someone', arabicT)).toBe('شخص ما');
  });

  it('keeps them byte for byte in English', () => {
    for (const name of Object.values(FALLBACK_NAME_MESSAGES))
      expect(translateName(name, englishT)).toBe(name);
  });

  it("leaves people's own names as written, even one a catalog message has", () => {
    expect(translateName('Sara Ahmed', arabicT)).toBe('Sara Ahmed');
    expect(translateName('Settings', arabicT)).toBe('Settings');
    expect(translateName('deleted creator', arabicT)).toBe('deleted creator');
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
