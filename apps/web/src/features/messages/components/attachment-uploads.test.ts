import { MESSAGE_ATTACHMENTS_MAX, MESSAGING_MESSAGES } from '@partnerly/contracts';
import { describe, expect, it } from 'vitest';
import { checkChosenFiles } from './attachment-uploads';

const file = (name: string, type: string, size = 1_000) => ({ name, type, size });

describe('checkChosenFiles', () => {
  it('takes images and PDF, refuses other types, oversized files and more than the maximum', () => {
    const result = checkChosenFiles(
      [
        file('a.png', 'image/png'),
        file('b.pdf', 'application/pdf'),
        file('c.svg', 'image/svg+xml'),
        file('d.jpg', 'image/jpeg', 6 * 1024 * 1024),
        file('e.webp', 'image/webp'),
      ],
      MESSAGE_ATTACHMENTS_MAX - 2,
    );
    expect(result.map(({ file: chosen, error }) => `${chosen.name}: ${error ?? 'ok'}`)).toEqual([
      'a.png: ok',
      'b.pdf: ok',
      `c.svg: ${MESSAGING_MESSAGES.attachmentType}`,
      'd.jpg: This file is too large. Please choose one of 5 MB or less.',
      `e.webp: ${MESSAGING_MESSAGES.tooManyAttachments}`,
    ]);
  });
});
