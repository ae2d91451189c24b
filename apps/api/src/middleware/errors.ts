import type { ErrorBody, ErrorCode } from '@partnerly/contracts';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { AppEnv } from '../context';
import { logger } from '../logging/logger';

const STATUS_BY_CODE: Record<ErrorCode, ContentfulStatusCode> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  // Listed after CONFLICT and TOO_MANY_REQUESTS, which stay the generic codes of 409 and 429.
  PAYMENT_IN_PROGRESS: 409,
  TOO_MANY_ATTEMPTS: 429,
  ADMIN_ELEVATION_REQUIRED: 403,
  CONSENT_REQUIRED: 403,
};

/** The one error type services throw; the error middleware turns it into JSON. */
export class AppError extends Error {
  readonly status: ContentfulStatusCode;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string[]>,
    /** Response headers that go with the error (Retry-After of a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = STATUS_BY_CODE[code];
  }
}

/** A 429 that tells the client when to try again. */
export function tooManyRequests(message: string, retryAfterSeconds: number): AppError {
  return new AppError('TOO_MANY_REQUESTS', message, undefined, { 'Retry-After': String(retryAfterSeconds) });
}

export function validationError(
  error: { issues: readonly z.core.$ZodIssue[] },
  message = 'Please fix the errors in the form',
): AppError {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    (fields[key] ??= []).push(issue.message);
  }
  return new AppError('VALIDATION_FAILED', message, fields);
}

function codeForStatus(status: number): ErrorCode {
  const entry = Object.entries(STATUS_BY_CODE).find(([, value]) => value === status);
  return (entry?.[0] as ErrorCode | undefined) ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
}

export function errorBody(code: ErrorCode, message: string, fields?: Record<string, string[]>): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

// PostgreSQL data exceptions that only client input causes (a NUL byte or a non-UUID where
// a UUID is stored, a number out of range): the input is bad, not the server.
const BAD_INPUT_SQLSTATES = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05']);

/** The SQLSTATE of a bad-input rejection anywhere in the error's cause chain (drivers wrap it). */
function badInputSqlState(error: unknown): string | undefined {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && BAD_INPUT_SQLSTATES.has(code)) return code;
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * The app's onError: an AppError or HTTPException becomes its JSON answer; anything else is a
 * 500, logged with the request (its reqId comes from the request's logger, middleware/request-log.ts)
 * and the error's stack.
 */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof AppError) {
    return c.json(errorBody(error.code, error.message, error.fields), error.status, error.headers);
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    return c.json(errorBody(codeForStatus(status), error.message || 'Bad request'), status);
  }
  const sqlState = badInputSqlState(error);
  const request = { method: c.req.method, path: c.req.path, userId: (c as Context<AppEnv>).get('user')?.id };
  if (sqlState) {
    logger.warn({ ...request, sqlState }, `Bad input reached the database (SQLSTATE ${sqlState})`);
    return c.json(errorBody('BAD_REQUEST', 'The request contains a value that is not allowed.'), 400);
  }
  logger.error({ ...request, err: error }, `Unhandled error on ${c.req.method} ${c.req.path}`);
  return c.json(errorBody('INTERNAL', 'Something went wrong. Please try again.'), 500);
}
