import { en, type MessageKey } from '@partnerly/contracts/i18n';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { MessageValues } from '@/lib/i18n/i18n-provider';
import { attachmentLabel, fileSizeLabel, partiesLine } from './reported-conversation-format';

const intl = createIntl({ locale: 'en', messages: en });
const t = (key: MessageKey, values?: MessageValues) => intl.formatMessage({ id: key }, values);

describe('the reported thread as the admin reads it', () => {
  it('names every party with its side', () => {
    expect(
      partiesLine(t, [
        { side: 'brand', id: 'w1', name: 'Acme Trading', avatarUrl: null },
        { side: 'creator', id: 'c1', name: 'Noor Saleh', avatarUrl: null },
        { side: 'agent', id: 'a1', name: 'Avery Agent', avatarUrl: null },
      ]),
    ).toBe('Brand: Acme Trading · Creator: Noor Saleh · Agent: Avery Agent');
    expect(partiesLine(t, [])).toBe('');
  });

  it('says what each file is and how big', () => {
    expect(fileSizeLabel(t, 1)).toBe('1 byte');
    expect(fileSizeLabel(t, 812)).toBe('812 bytes');
    expect(fileSizeLabel(t, 240 * 1024)).toBe('240 KB');
    expect(fileSizeLabel(t, 3.4 * 1024 * 1024)).toBe('3.4 MB');
    expect(attachmentLabel(t, { contentType: 'application/pdf', size: 2048 })).toBe('PDF, 2 KB');
    expect(attachmentLabel(t, { contentType: 'image/png', size: 5 * 1024 * 1024 })).toBe('Image, 5.0 MB');
  });
});
