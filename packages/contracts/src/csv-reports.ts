import { stringify } from 'csv-stringify/sync';
import { platformLabel } from './campaign-labels';
import { engagementRate } from './engagement';
import { PAYOUT_STATUS_LABELS, type PayoutStatus } from './result-inputs';
import { SUBMISSION_CONTENT_TYPE_LABELS, SUBMISSION_STATUS_LABELS, type Submission } from './submissions';

// The CSV downloads (issue 16, ADR 0045): the campaign report's Export Report CSV (spec 02
// 'Submissions report dialog') and both sides' payout history, built with csv-stringify's sync
// API. Not exported from the package index: csv-stringify's bundle touches Node's Buffer when it
// loads, which left the web app a blank page; the API (which serves the files) imports it as
// '@partnerly/contracts/csv-reports' (a subpath export of the package).
//
// Every cell is text someone typed and someone else opens in a spreadsheet: csv-stringify's
// escape_formulas puts a ' before a cell starting with =, +, -, @, tab or carriage return (and
// their full-width forms), as OWASP's CSV injection guidance asks, then quotes as RFC 4180 says.

const CSV_OPTIONS = {
  escape_formulas: true,
  record_delimiter: 'windows',
  // Naming a record delimiter turns off quoting of cells holding a lone \n or \r: keep it on,
  // or a multi-line caption would break its row in two.
  quote_record_delimiter: true,
  // Excel reads a UTF-8 file without a byte order mark as ANSI and garbles Arabic names.
  bom: true,
} as const;

function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return stringify(
    [header, ...rows].map((row) => [...row]),
    CSV_OPTIONS,
  );
}

/** A count as a cell: blank when not given. */
function countCell(value: number | null | undefined): string {
  return value == null ? '' : String(value);
}

/** An ISO timestamp as spreadsheets read a date and time: '2030-06-12 09:30:00' (UTC). */
function dateTimeCell(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toISOString().slice(0, 19).replace('T', ' ');
}

/** The fields of a submission the report shows; a `Submission` from the API fits as it is. */
export type SubmissionReportRow = Pick<
  Submission,
  'creatorName' | 'platform' | 'contentType' | 'contentUrl' | 'caption' | 'status' | 'metrics' | 'createdAt'
>;

const SUBMISSIONS_REPORT_HEADER = [
  'Campaign',
  'Creator',
  'Platform',
  'Content Type',
  'Content URL',
  'Caption',
  'Status',
  'Views',
  'Likes',
  'Comments',
  'Shares',
  'Engagement Rate (%)',
  'Submitted At (UTC)',
] as const;

/**
 * The campaign report as CSV: a header row, then one row per submission, each naming the
 * campaign. The engagement rate is the spec's (likes + comments) / views × 100, blank when the
 * submission has no views figure.
 */
export function submissionsReportCsv(campaignTitle: string, rows: readonly SubmissionReportRow[]): string {
  return toCsv(
    SUBMISSIONS_REPORT_HEADER,
    rows.map((row) => {
      const metrics = row.metrics;
      const rate =
        metrics?.views == null
          ? ''
          : engagementRate({
              views: metrics.views,
              likes: metrics.likes ?? 0,
              comments: metrics.comments ?? 0,
            });
      return [
        campaignTitle,
        row.creatorName,
        platformLabel(row.platform),
        SUBMISSION_CONTENT_TYPE_LABELS[row.contentType],
        row.contentUrl,
        row.caption ?? '',
        SUBMISSION_STATUS_LABELS[row.status],
        countCell(metrics?.views),
        countCell(metrics?.likes),
        countCell(metrics?.comments),
        countCell(metrics?.shares),
        rate === '' ? '' : rate.toFixed(2),
        dateTimeCell(row.createdAt),
      ];
    }),
  );
}

/** Characters no file name may hold on Windows, macOS or Linux, and control characters. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it removes
const UNSAFE_IN_FILE_NAME = /[\\/:*?"<>|\u0000-\u001f\u007f]/g;
/** Enough of the title to recognise it, within any file system's 255-byte name limit. */
const FILE_TITLE_MAX_CHARACTERS = 60;

/**
 * The report's file name: the campaign title with underscores for spaces, plus
 * '_submissions.csv' (spec 02). Characters a file name cannot hold (/ \ : * ? " < > | and
 * control characters) become underscores too, runs of underscores become one, and leading
 * dots and outer underscores go (no hidden file); the title part keeps at most 60 characters.
 * A title with nothing left gives 'campaign_submissions.csv'.
 */
export function reportFileName(title: string): string {
  const safe = title
    .replace(UNSAFE_IN_FILE_NAME, '_')
    .replace(/\s+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^[._]+/, '')
    .replace(/_+$/, '');
  const short = Array.from(safe).slice(0, FILE_TITLE_MAX_CHARACTERS).join('').replace(/_+$/, '');
  return `${short || 'campaign'}_submissions.csv`;
}

/** One payout as the history lists it, on either side. */
export interface PayoutHistoryRow {
  campaignTitle: string;
  brandName: string;
  creatorName: string;
  /** In AED; null while no amount is set (pending). */
  amount: number | null;
  status: PayoutStatus;
  /** The day the brand paid it (YYYY-MM-DD), once paid. */
  paidOn: string | null;
  reference: string | null;
}

const PAYOUT_HISTORY_HEADER = [
  'Campaign',
  'Brand',
  'Creator',
  'Amount (AED)',
  'Status',
  'Paid On',
  'Reference',
] as const;

/** The payout history as CSV; amounts with two decimals and no grouping, so they stay numbers. */
export function payoutHistoryCsv(rows: readonly PayoutHistoryRow[]): string {
  return toCsv(
    PAYOUT_HISTORY_HEADER,
    rows.map((row) => [
      row.campaignTitle,
      row.brandName,
      row.creatorName,
      row.amount == null ? '' : row.amount.toFixed(2),
      PAYOUT_STATUS_LABELS[row.status],
      row.paidOn ?? '',
      row.reference ?? '',
    ]),
  );
}
