import { describe, expect, it } from 'vitest';
import { attachmentLabel, fileSizeLabel, partiesLine } from './reported-conversation-format';

describe('the reported thread as the admin reads it', () => {
  it('names every party with its side', () => {
    expect(
      partiesLine([
        { side: 'brand', id: 'w1', name: 'Acme Trading', avatarUrl: null },
        { side: 'creator', id: 'c1', name: 'Noor Saleh', avatarUrl: null },
        { side: 'agent', id: 'a1', name: 'Avery Agent', avatarUrl: null },
      ]),
    ).toBe('Brand: Acme Trading · Creator: Noor Saleh · Agent: Avery Agent');
    expect(partiesLine([])).toBe('');
  });

  it('says what each file is and how big', () => {
    expect(fileSizeLabel(1)).toBe('1 byte');
    expect(fileSizeLabel(812)).toBe('812 bytes');
    expect(fileSizeLabel(240 * 1024)).toBe('240 KB');
    expect(fileSizeLabel(3.4 * 1024 * 1024)).toBe('3.4 MB');
    expect(attachmentLabel({ contentType: 'application/pdf', size: 2048 })).toBe('PDF, 2 KB');
    expect(attachmentLabel({ contentType: 'image/png', size: 5 * 1024 * 1024 })).toBe('Image, 5.0 MB');
  });
});
