import type { ConsentRecord, DocumentToAccept } from '@partnerly/contracts';
import { en, type MessageKey } from '@partnerly/contracts/i18n';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { LEGAL_DOCUMENT_NAMES } from '@/lib/legal-documents';
import type { MessageValues } from '@/lib/i18n/i18n-provider';
import {
  describeConsent as describeIn,
  documentName,
  promptDescription as promptDescriptionIn,
  promptTitle as promptTitleIn,
  promptsOn,
} from './consent-texts';

// The English catalog, as the screens show it.
const intl = createIntl({ locale: 'en', messages: en });
const t = (key: MessageKey, values?: MessageValues) => intl.formatMessage({ id: key }, values);
const promptTitle = (history: ConsentRecord[]) => promptTitleIn(t, history);
const promptDescription = (toAccept: DocumentToAccept[], history: ConsentRecord[]) =>
  promptDescriptionIn(t, toAccept, history);
const describeConsent = (record: ConsentRecord) => describeIn(t, record);

const record = (overrides: Partial<ConsentRecord>): ConsentRecord => ({
  subject: 'terms',
  version: '2026-11-27',
  granted: true,
  source: 'sign_up',
  recordedAt: '2026-11-27T10:00:00.000Z',
  ...overrides,
});

describe('the acceptance prompt', () => {
  it('greets a member who never accepted, and tells one who did that the terms changed', () => {
    expect(promptTitle([])).toBe('Before you go on');
    expect(promptTitle([record({ subject: 'marketing_emails', version: null })])).toBe('Before you go on');
    expect(promptTitle([record({ version: '2025-01-01' })])).toBe('We have updated our terms');
  });

  it('names the changed documents and the day they changed', () => {
    const history = [
      record({ version: '2025-01-01' }),
      record({ subject: 'privacy', version: '2025-01-01' }),
    ];
    expect(promptDescription([{ document: 'terms', version: '2026-11-27' }], history)).toBe(
      'Our Terms of Service has changed on 27 November 2026. Please read and accept the new version to go on using Partnerly.',
    );
    expect(
      promptDescription(
        [
          { document: 'terms', version: '2026-11-27' },
          { document: 'privacy', version: '2026-12-01' },
        ],
        history,
      ),
    ).toBe(
      'Our Terms of Service and Privacy Policy have changed on 1 December 2026. Please read and accept the new version to go on using Partnerly.',
    );
    expect(promptDescription([{ document: 'terms', version: '2026-11-27' }], [])).toBe(
      'To use Partnerly, please read and accept our Terms of Service and Privacy Policy.',
    );
  });

  it('names the documents as the legal pages do', () => {
    expect(documentName(t, 'terms')).toBe(LEGAL_DOCUMENT_NAMES.terms);
    expect(documentName(t, 'privacy')).toBe(LEGAL_DOCUMENT_NAMES.privacy);
  });

  it('leaves the documents themselves readable', () => {
    expect(promptsOn('/terms')).toBe(false);
    expect(promptsOn('/privacy/')).toBe(false);
    expect(promptsOn('/dashboard')).toBe(true);
    expect(promptsOn('/onboarding')).toBe(true);
  });
});

describe('a consent history line', () => {
  it('says what was agreed to, which version, and where, in words', () => {
    expect(describeConsent(record({}))).toEqual({
      subject: 'Terms of Service',
      version: 'Version of 27 November 2026',
      choice: 'Accepted',
      source: 'When you signed up',
    });
    expect(describeConsent(record({ subject: 'privacy', source: 'acceptance_prompt' }))).toMatchObject({
      subject: 'Privacy Policy',
      source: 'When we asked you to accept',
    });
    expect(
      describeConsent(
        record({ subject: 'marketing_emails', version: null, granted: false, source: 'unsubscribe_link' }),
      ),
    ).toEqual({
      subject: 'News and offers by e-mail',
      version: null,
      choice: 'Opted out',
      source: 'With the unsubscribe link of an e-mail',
    });
    expect(
      describeConsent(record({ subject: 'marketing_emails', version: null, source: 'settings' })),
    ).toMatchObject({
      choice: 'Opted in',
      source: 'In your privacy settings',
    });
  });
});
