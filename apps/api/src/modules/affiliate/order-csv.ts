import {
  isIsoDate,
  ORDER_IMPORT_CURRENCY,
  ORDER_IMPORT_MAX_ROWS,
  ORDER_IMPORT_MESSAGES,
  type OrderImportError,
} from '@partnerly/contracts';
import { parse, type CsvError } from 'csv-parse/sync';
import { AppError } from '../../middleware/errors';

// Reading a store's order export (issue 17 item 5) with csv-parse. Exports differ by store
// (Shopify, WooCommerce, Salla, a spreadsheet): the five columns are found by their usual
// names, whatever the case, spacing and punctuation; commas, semicolons or tabs separate them.

/** One order of the file with a discount code, checked and in minor units (fils). */
export interface FileOrder {
  /** The line of the file the order starts on (the header is line 1 when it is the first). */
  line: number;
  orderId: string;
  orderedAt: Date;
  code: string;
  totalMinor: number;
  currency: string;
}

export interface OrderFile {
  orders: FileOrder[];
  /** Rows repeating an order id met earlier in the file (a store's line-item rows, a second export pasted in). */
  duplicates: number;
  /** Orders without a discount code: no affiliate sale. */
  withoutCode: number;
  errors: OrderImportError[];
}

type Column = 'orderId' | 'date' | 'code' | 'total' | 'currency';

/** Header names as `normalizeHeader` leaves them, best match first. */
const COLUMN_NAMES: Record<Column, readonly string[]> = {
  orderId: ['orderid', 'ordernumber', 'orderno', 'ordername', 'order', 'name', 'id', 'number'],
  date: [
    'date',
    'orderdate',
    'createdat',
    'orderedat',
    'datecreated',
    'orderdatetime',
    'paidat',
    'processedat',
    'created',
  ],
  code: [
    'discountcode',
    'discountcodes',
    'couponcode',
    'couponcodes',
    'coupon',
    'coupons',
    'couponsused',
    'promocode',
    'voucher',
    'vouchercode',
    'code',
  ],
  total: ['ordertotal', 'total', 'totalamount', 'ordertotalamount', 'grandtotal', 'totalprice', 'amount'],
  currency: ['currency', 'currencycode', 'ordercurrency'],
};
const REQUIRED_COLUMNS: readonly Column[] = ['orderId', 'date', 'code', 'total'];
const COLUMN_LABELS: Record<Column, string> = {
  orderId: 'Order ID',
  date: 'Date',
  code: 'Discount Code',
  total: 'Order Total',
  currency: 'Currency',
};

/** 'Order ID', 'order_id' and 'Order #' alike. */
const normalizeHeader = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Where each column is in the header row; 400 naming the missing required ones. */
function locateColumns(header: readonly string[]): Record<Column, number> {
  const names = header.map(normalizeHeader);
  const located = {} as Record<Column, number>;
  for (const column of Object.keys(COLUMN_NAMES) as Column[]) {
    const index = COLUMN_NAMES[column].map((name) => names.indexOf(name)).find((at) => at !== -1);
    located[column] = index ?? -1;
  }
  const missing = REQUIRED_COLUMNS.filter((column) => located[column] === -1);
  if (missing.length > 0)
    fileError(ORDER_IMPORT_MESSAGES.missingColumns(missing.map((column) => COLUMN_LABELS[column])));
  return located;
}

function fileError(message: string): never {
  throw new AppError('VALIDATION_FAILED', message, { file: [message] });
}

/** The file's text: UTF-8 (a byte order mark is dropped by the parser), else Windows-1252 as Excel saves it. */
function decode(bytes: Uint8Array): string {
  // A spreadsheet (.xlsx is a zip), an image or any binary file has NUL bytes; CSV text never does.
  if (bytes.includes(0)) fileError(ORDER_IMPORT_MESSAGES.notText);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The separator of the first line: the most frequent of comma, semicolon and tab. */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.indexOf('\n') === -1 ? undefined : text.indexOf('\n'));
  const counts = [',', ';', '\t'].map((delimiter) => [delimiter, firstLine.split(delimiter).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

// ---- cells ----------------------------------------------------------------------------

const UAE_OFFSET = '+04:00';
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,6})?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;
/** Day first, as the UAE writes dates: 14/03/2026, 14.03.2026, 14-03-2026 10:30. */
const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[ ,T]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

const pad = (value: string | undefined, fallback = '00') => (value ?? fallback).padStart(2, '0');

/** The moment of an order date; a date without a zone is UAE time. Null for anything else. */
export function parseOrderDate(value: string): Date | null {
  let parts: {
    y: string;
    m: string;
    d: string;
    hh?: string;
    mm?: string;
    ss?: string;
    zone?: string;
  } | null = null;
  const iso = ISO_DATE_TIME.exec(value);
  if (iso) {
    const [, y, m, d, hh, mm, ss, , zone] = iso;
    parts = { y: y!, m: m!, d: d!, hh, mm, ss, zone };
  } else {
    const dayFirst = DAY_FIRST.exec(value);
    if (dayFirst) {
      const [, d, m, y, hh, mm, ss] = dayFirst;
      parts = { y: y!, m: m!, d: d!, hh, mm, ss };
    }
  }
  if (!parts) return null;
  const day = `${parts.y}-${pad(parts.m)}-${pad(parts.d)}`;
  if (!isIsoDate(day)) return null;
  if (Number(parts.hh ?? 0) > 23 || Number(parts.mm ?? 0) > 59 || Number(parts.ss ?? 0) > 59) return null;
  const zone = parts.zone ? normalizeZone(parts.zone) : UAE_OFFSET;
  const date = new Date(`${day}T${pad(parts.hh)}:${pad(parts.mm)}:${pad(parts.ss)}${zone}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

const normalizeZone = (zone: string) =>
  zone.toUpperCase() === 'Z' ? 'Z' : zone.includes(':') ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`;

/** The largest order total accepted, in fils (AED 10,000,000): the column holds 32-bit integers. */
const MAX_TOTAL_MINOR = 1_000_000_000;

/**
 * An order total in fils: '120.5', '1,234.50', 'AED 120.00', '120.00 AED'. Exact (no floating
 * point): at most 2 decimals that are not zeros. 'negative' for a refund; null for anything else.
 */
export function parseOrderTotal(value: string): number | 'negative' | null {
  const amount = value
    .replace(/^[A-Za-z$€£\s]+/, '')
    .replace(/[A-Za-z\s]+$/, '')
    .replace(/^(-?\d{1,3}(?:,\d{3})+)(?=\.|$)/, (whole) => whole.replaceAll(',', ''));
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(amount);
  if (!match) return null;
  const [, minus, whole, decimals = ''] = match;
  if (/[^0]/.test(decimals.slice(2))) return null;
  const minor = Number(whole) * 100 + Number(decimals.slice(0, 2).padEnd(2, '0'));
  if (minus && minor > 0) return 'negative';
  return minor <= MAX_TOTAL_MINOR ? minor : null;
}

const ORDER_ID_MAX = 100;

// ---- rows -----------------------------------------------------------------------------

interface Row {
  line: number;
  cells: string[];
}

/** Every record with the line it starts on; rows the parser cannot read become errors. */
function readRows(text: string): { rows: Row[]; errors: OrderImportError[] } {
  // One line ending throughout, so line numbers count the way a text editor does.
  const input = text.replace(/\r\n?/g, '\n');
  const errors: OrderImportError[] = [];
  const records = parse(input, {
    bom: true,
    delimiter: delimiterOf(input),
    info: true,
    trim: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    on_skip: (error: CsvError | undefined) => {
      const line = typeof error?.lines === 'number' ? error.lines : 1;
      errors.push({ line, message: ORDER_IMPORT_MESSAGES.brokenRow });
      return undefined;
    },
  }) as unknown as { record: string[]; info: { lines: number } }[];
  const rows = records
    .filter(({ record }) => record.some((cell) => cell !== ''))
    // info.lines is the line the record ends on: a quoted cell may span lines.
    .map(({ record, info }) => ({
      line: info.lines - (record.join('').split('\n').length - 1),
      cells: record,
    }));
  return { rows, errors };
}

/**
 * Reads an order export: 400 for a file that is not one (not text, no orders, a required column
 * missing, over ORDER_IMPORT_MAX_ROWS); otherwise its orders with a discount code, checked, and
 * the rows not taken with their line numbers. Matching codes and earlier imports is the caller's.
 */
export function readOrderFile(bytes: Uint8Array, now = new Date()): OrderFile {
  const { rows, errors } = readRows(decode(bytes));
  const [header, ...data] = rows;
  if (!header || data.length === 0) fileError(ORDER_IMPORT_MESSAGES.empty);
  if (data.length > ORDER_IMPORT_MAX_ROWS) fileError(ORDER_IMPORT_MESSAGES.tooManyRows);
  const at = locateColumns(header.cells);
  const latest = now.getTime() + 24 * 60 * 60 * 1000;

  const file: OrderFile = { orders: [], duplicates: 0, withoutCode: 0, errors };
  const seen = new Set<string>();
  for (const { line, cells } of data) {
    const cell = (column: Column) => (at[column] === -1 ? '' : (cells[at[column]] ?? '').trim());
    const fail = (message: string) => file.errors.push({ line, message });
    const orderId = cell('orderId');
    if (!orderId) {
      fail(ORDER_IMPORT_MESSAGES.orderIdMissing);
      continue;
    }
    if (orderId.length > ORDER_ID_MAX) {
      fail(ORDER_IMPORT_MESSAGES.orderIdTooLong);
      continue;
    }
    if (seen.has(orderId)) {
      file.duplicates += 1;
      continue;
    }
    seen.add(orderId);
    const code = cell('code');
    if (!code) {
      file.withoutCode += 1;
      continue;
    }
    const orderedAt = parseOrderDate(cell('date'));
    if (!orderedAt) {
      fail(ORDER_IMPORT_MESSAGES.dateInvalid);
      continue;
    }
    if (orderedAt.getTime() > latest) {
      fail(ORDER_IMPORT_MESSAGES.dateInFuture);
      continue;
    }
    const total = parseOrderTotal(cell('total'));
    if (total === null || total === 'negative') {
      fail(total === null ? ORDER_IMPORT_MESSAGES.totalInvalid : ORDER_IMPORT_MESSAGES.totalNegative);
      continue;
    }
    const currency = cell('currency').toUpperCase() || ORDER_IMPORT_CURRENCY;
    if (currency !== ORDER_IMPORT_CURRENCY) {
      fail(ORDER_IMPORT_MESSAGES.currencyInvalid(currency.slice(0, 10)));
      continue;
    }
    file.orders.push({ line, orderId, orderedAt, code, totalMinor: total, currency });
  }
  file.errors.sort((a, b) => a.line - b.line);
  return file;
}
