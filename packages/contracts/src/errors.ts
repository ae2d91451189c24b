// Error codes shared by the API's AppError and the web client.
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'INTERNAL',
  // Payment refusals the spec names (02 section 8): 409 and 429 with their own codes.
  'PAYMENT_IN_PROGRESS',
  'TOO_MANY_ATTEMPTS',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorBody {
  error: { code: ErrorCode | (string & {}); message: string; fields?: Record<string, string[]> };
}
