import { describe, expect, it } from 'vitest';
import {
  payoutHistoryCsv,
  reportFileName,
  submissionsReportCsv,
  type PayoutHistoryRow,
  type SubmissionReportRow,
} from './csv-reports';

const BOM = '\uFEFF';
const SUBMISSIONS_HEADER =
  'Campaign,Creator,Platform,Content Type,Content URL,Caption,Status,Views,Likes,Comments,Shares,' +
  'Engagement Rate (%),Submitted At (UTC)';

const submission: SubmissionReportRow = {
  creatorName: 'Maya Haddad',
  platform: 'tiktok',
  contentType: 'video',
  contentUrl: 'https://www.tiktok.com/@maya/video/1',
  caption: 'Brunch at the marina',
  status: 'approved',
  metrics: { views: 12500, likes: 301, comments: 21, shares: 3 },
  createdAt: '2030-06-12T09:30:00.000Z',
};

/** The file's lines after the byte order mark, split on the CRLF record ends. */
function lines(csv: string): string[] {
  expect(csv.startsWith(BOM)).toBe(true);
  expect(csv.endsWith('\r\n')).toBe(true);
  return csv.slice(BOM.length, -2).split('\r\n');
}

describe('the submissions report CSV', () => {
  it('has a header and one row per submission, with the spec engagement rate', () => {
    // rate (301 + 21) / 12500 × 100 = 2.576 → 2.58
    expect(lines(submissionsReportCsv('Summer Launch', [submission]))).toEqual([
      SUBMISSIONS_HEADER,
      'Summer Launch,Maya Haddad,TikTok,Video,https://www.tiktok.com/@maya/video/1,Brunch at the marina,' +
        'Approved,12500,301,21,3,2.58,2030-06-12 09:30:00',
    ]);
  });

  it('is the header alone without submissions', () => {
    expect(lines(submissionsReportCsv('Summer Launch', []))).toEqual([SUBMISSIONS_HEADER]);
  });

  it('leaves the figures blank when none were given, and shows 0.00 with 0 views', () => {
    const [, noMetrics, noViews] = lines(
      submissionsReportCsv('X', [
        { ...submission, metrics: null, caption: null },
        { ...submission, metrics: { views: 0, likes: 5, comments: null, shares: null } },
      ]),
    );
    expect(noMetrics).toBe(
      'X,Maya Haddad,TikTok,Video,https://www.tiktok.com/@maya/video/1,,Approved,,,,,,2030-06-12 09:30:00',
    );
    expect(noViews).toContain(',Approved,0,5,,,0.00,');
  });

  it('quotes a title with commas and quotes, doubling the quotes', () => {
    const [, row] = lines(submissionsReportCsv('Eid "Mega" Sale, Dubai, 2030', [submission]));
    expect(row).toBe(
      '"Eid ""Mega"" Sale, Dubai, 2030",Maya Haddad,TikTok,Video,https://www.tiktok.com/@maya/video/1,' +
        'Brunch at the marina,Approved,12500,301,21,3,2.58,2030-06-12 09:30:00',
    );
  });

  it('neutralises a caption starting with = so spreadsheets do not run it', () => {
    const caption = '=HYPERLINK("http://evil.example","Click")';
    const [, row] = lines(submissionsReportCsv('Summer Launch', [{ ...submission, caption }]));
    expect(row).toContain(',"\'=HYPERLINK(""http://evil.example"",""Click"")",Approved,');
  });

  it('neutralises every formula start in any text cell: + - @ tab and carriage return', () => {
    const rows = ['+1+1', '-2+3', '@SUM(A1)', '\tx', '\rx'].map((creatorName) => ({
      ...submission,
      creatorName,
    }));
    const cells = lines(submissionsReportCsv('=1+1', rows))
      .slice(1)
      .map((row) => row.slice(0, row.indexOf(',Tik')));
    expect(cells).toEqual(["'=1+1,'+1+1", "'=1+1,'-2+3", "'=1+1,'@SUM(A1)", "'=1+1,'\tx", '\'=1+1,"\'\rx"']);
  });

  it('keeps a caption over several lines in one quoted cell', () => {
    const csv = submissionsReportCsv('X', [{ ...submission, caption: 'line one\nline two' }]);
    expect(csv).toContain(',"line one\nline two",Approved,');
  });
});

describe('the report file name', () => {
  it('is the title with underscores for spaces, plus _submissions.csv', () => {
    expect(reportFileName('Summer Launch 2030')).toBe('Summer_Launch_2030_submissions.csv');
    expect(reportFileName('  Summer   Launch ')).toBe('Summer_Launch_submissions.csv');
  });

  it('keeps letters of any script and ordinary punctuation', () => {
    expect(reportFileName('عرض رمضان')).toBe('عرض_رمضان_submissions.csv');
    expect(reportFileName('Eid "Mega" Sale, Dubai')).toBe('Eid_Mega_Sale,_Dubai_submissions.csv');
  });

  it('turns characters a file name cannot hold into underscores', () => {
    expect(reportFileName('Q3/Q4: Back\\to*school? <50%> |now|')).toBe(
      'Q3_Q4_Back_to_school_50%_now_submissions.csv',
    );
    expect(reportFileName('tab\there\u0000nul')).toBe('tab_here_nul_submissions.csv');
  });

  it('never makes a hidden file or a path', () => {
    expect(reportFileName('../../etc/passwd')).toBe('etc_passwd_submissions.csv');
    expect(reportFileName('.env')).toBe('env_submissions.csv');
  });

  it('falls back to campaign when nothing of the title is left', () => {
    expect(reportFileName('')).toBe('campaign_submissions.csv');
    expect(reportFileName(' / ? ')).toBe('campaign_submissions.csv');
  });

  it('keeps at most 60 characters of a long title, without splitting an emoji', () => {
    expect(reportFileName('a'.repeat(100))).toBe(`${'a'.repeat(60)}_submissions.csv`);
    expect(reportFileName(`${'a'.repeat(59)}🎉🎉`)).toBe(`${'a'.repeat(59)}🎉_submissions.csv`);
  });
});

describe('the payout history CSV', () => {
  const paid: PayoutHistoryRow = {
    campaignTitle: 'Summer Launch',
    brandName: 'Desert Bloom',
    creatorName: 'Maya Haddad',
    amount: 1500,
    status: 'paid',
    paidOn: '2030-06-20',
    reference: 'TRX-0042',
  };

  it('lists each payout with its amount in AED to two decimals', () => {
    const pending: PayoutHistoryRow = {
      ...paid,
      amount: null,
      status: 'pending',
      paidOn: null,
      reference: null,
    };
    expect(
      lines(payoutHistoryCsv([paid, { ...paid, amount: 99.5, status: 'approved', paidOn: null }, pending])),
    ).toEqual([
      'Campaign,Brand,Creator,Amount (AED),Status,Paid On,Reference',
      'Summer Launch,Desert Bloom,Maya Haddad,1500.00,Paid,2030-06-20,TRX-0042',
      'Summer Launch,Desert Bloom,Maya Haddad,99.50,Approved,,TRX-0042',
      'Summer Launch,Desert Bloom,Maya Haddad,,Pending,,',
    ]);
  });

  it('quotes and neutralises what people typed', () => {
    const [, row] = lines(payoutHistoryCsv([{ ...paid, campaignTitle: 'Eid, "Mega"', reference: '-1+2' }]));
    expect(row).toBe('"Eid, ""Mega""",Desert Bloom,Maya Haddad,1500.00,Paid,2030-06-20,\'-1+2');
  });
});
