import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './download-my-data';

describe('fileNameFromDisposition', () => {
  it("reads the server's file name", () => {
    expect(fileNameFromDisposition('attachment; filename="partnerly-data-2025-03-01.json"')).toBe(
      'partnerly-data-2025-03-01.json',
    );
    expect(fileNameFromDisposition('attachment; filename=data.json')).toBe('data.json');
  });

  it('falls back without a header, a name, or with a path in it', () => {
    expect(fileNameFromDisposition(null)).toBe('partnerly-data.json');
    expect(fileNameFromDisposition('attachment')).toBe('partnerly-data.json');
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('partnerly-data.json');
  });
});
