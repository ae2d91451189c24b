import { describe, expect, it } from 'vitest';
import { reportOf, withReportParam } from './report-param';

const id = '6f1c1f7e-3a43-4c55-9e7b-5d0d4c6f3a10';

describe('the report parameter', () => {
  it('reads only a campaign id from ?report=', () => {
    expect(reportOf(new URLSearchParams(`tab=submissions&campaign=${id}&report=${id}`))).toBe(id);
    expect(reportOf(new URLSearchParams('report=lattes'))).toBeNull();
    expect(reportOf(new URLSearchParams('tab=campaigns'))).toBeNull();
  });

  it('opens and closes the report and keeps the other parameters', () => {
    const current = new URLSearchParams(`tab=submissions&campaign=${id}`);
    expect(withReportParam(current, id).toString()).toBe(`tab=submissions&campaign=${id}&report=${id}`);
    expect(withReportParam(withReportParam(current, id), null).toString()).toBe(
      `tab=submissions&campaign=${id}`,
    );
    expect(current.toString()).toBe(`tab=submissions&campaign=${id}`);
  });
});
