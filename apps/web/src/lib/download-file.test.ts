import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './download-file';

const FALLBACK = 'partnerly-data.json';

describe('fileNameFromDisposition', () => {
  it("reads the server's file name", () => {
    expect(fileNameFromDisposition('attachment; filename="partnerly-data-2025-03-01.json"', FALLBACK)).toBe(
      'partnerly-data-2025-03-01.json',
    );
    expect(fileNameFromDisposition('attachment; filename=data.json', FALLBACK)).toBe('data.json');
  });

  it('prefers the UTF-8 name', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="___Eid_submissions.csv"; filename*=UTF-8''%D8%B9%D9%8A%D8%AF_Eid_submissions.csv`,
        FALLBACK,
      ),
    ).toBe('عيد_Eid_submissions.csv');
  });

  it('falls back without a header, a name, a readable name, or with a path in it', () => {
    expect(fileNameFromDisposition(null, FALLBACK)).toBe(FALLBACK);
    expect(fileNameFromDisposition('attachment', FALLBACK)).toBe(FALLBACK);
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"', FALLBACK)).toBe(FALLBACK);
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''..%2Fsecret`, FALLBACK)).toBe(FALLBACK);
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%E0%A4%A`, FALLBACK)).toBe(FALLBACK);
  });
});
