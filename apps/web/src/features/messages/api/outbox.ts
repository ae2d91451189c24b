import type { MessageAttachment } from '@partnerly/contracts';
import { isApiError } from '@/lib/api-client';

// The outbox (issue 22 'nothing is lost'): a message gets its clientKey once, when Send is
// pressed, and keeps it through every retry, so the server stores it once (a retry of a stored
// message answers 200 with it). Network failures and 5xx retry by themselves with a growing
// pause; 429 waits longer; any other refusal stops and says why. The entries live in
// sessionStorage, so a reload resends what was not answered yet.

/** A file already uploaded for the message (purpose message-attachment). */
export type OutboxAttachment = Pick<MessageAttachment, 'id' | 'name' | 'contentType'>;

export interface OutboxEntry {
  clientKey: string;
  conversationId: string;
  body: string;
  attachments: OutboxAttachment[];
  /** When Send was pressed: orders the pending messages. */
  createdAt: string;
  /** sending: a request is out; waiting: a retry is due; failed: the server refused it. */
  status: 'sending' | 'waiting' | 'failed';
  /** Failed tries so far. */
  attempts: number;
  /** What the sender reads under the message while it is not sent. */
  problem: string | null;
}

export type SendFailure =
  { kind: 'retry' } | { kind: 'rate-limited'; message: string } | { kind: 'refused'; message: string };

/** What a failed send means: a dropped connection or a server fault is retried; a refusal is not. */
export function sendFailureOf(error: unknown): SendFailure {
  if (!isApiError(error) || error.status === 0 || error.status >= 500) return { kind: 'retry' };
  if (error.status === 429) return { kind: 'rate-limited', message: error.message };
  return { kind: 'refused', message: error.message };
}

const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;
const RATE_LIMITED_MIN_MS = 10_000;

/** The pause before the next try after `attempts` failed ones: 1 s, 2 s, 4 s ... 30 s. */
export function retryDelayMs(attempts: number, failure: SendFailure): number {
  const backoff = Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
  return failure.kind === 'rate-limited' ? Math.max(backoff, RATE_LIMITED_MIN_MS) : backoff;
}

/** A new entry, made once when Send is pressed. */
export function newOutboxEntry(
  conversationId: string,
  body: string,
  attachments: OutboxAttachment[],
  clientKey: string = crypto.randomUUID(),
  now: Date = new Date(),
): OutboxEntry {
  return {
    clientKey,
    conversationId,
    body,
    attachments,
    createdAt: now.toISOString(),
    status: 'sending',
    attempts: 0,
    problem: null,
  };
}

/** The entry after a failed try: waiting for its retry, or failed for good with the server's reason. */
export function afterFailure(entry: OutboxEntry, failure: SendFailure, sendFailedText: string): OutboxEntry {
  const attempts = entry.attempts + 1;
  if (failure.kind === 'refused') return { ...entry, attempts, status: 'failed', problem: failure.message };
  return {
    ...entry,
    attempts,
    status: 'waiting',
    problem: failure.kind === 'rate-limited' ? failure.message : sendFailedText,
  };
}

/** Reads the entries kept in storage, dropping anything that is not one. */
export function parseOutbox(raw: string | null): OutboxEntry[] {
  if (!raw) return [];
  try {
    const value = JSON.parse(raw) as unknown;
    if (!Array.isArray(value)) return [];
    return value.filter(
      (entry): entry is OutboxEntry =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as OutboxEntry).clientKey === 'string' &&
        typeof (entry as OutboxEntry).conversationId === 'string' &&
        typeof (entry as OutboxEntry).body === 'string' &&
        Array.isArray((entry as OutboxEntry).attachments),
    );
  } catch {
    return [];
  }
}
