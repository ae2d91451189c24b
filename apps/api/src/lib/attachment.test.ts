import { describe, expect, it } from 'vitest';
import { attachmentDisposition, csvAttachment } from './attachment';

describe('attachmentDisposition', () => {
  it('names an ASCII file in both forms', () => {
    expect(attachmentDisposition('Summer_Launch_submissions.csv')).toBe(
      `attachment; filename="Summer_Launch_submissions.csv"; filename*=UTF-8''Summer_Launch_submissions.csv`,
    );
  });

  it('keeps other letters in filename* and replaces them, quotes and backslashes in filename', () => {
    expect(attachmentDisposition(`عيد_"Eid"\\(1)_submissions.csv`)).toBe(
      `attachment; filename="_____Eid__(1)_submissions.csv"; ` +
        `filename*=UTF-8''%D8%B9%D9%8A%D8%AF_%22Eid%22%5C%281%29_submissions.csv`,
    );
  });
});

describe('csvAttachment', () => {
  it('serves the text as a UTF-8 CSV download', async () => {
    const response = csvAttachment('payouts.csv', 'a,b\r\n');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('filename="payouts.csv"');
    expect(await response.text()).toBe('a,b\r\n');
  });
});
