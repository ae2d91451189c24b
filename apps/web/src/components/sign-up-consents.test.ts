import { MARKETING_OPT_IN_LABEL } from '@partnerly/contracts';
import { en } from '@partnerly/contracts/i18n';
import { describe, expect, it } from 'vitest';

describe('SignUpConsents', () => {
  it('shows the marketing opt-in in English with the words the consent record keeps', () => {
    expect(en['signUpConsents.marketing']).toBe(MARKETING_OPT_IN_LABEL);
  });
});
