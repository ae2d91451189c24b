import { CHECK_IN_MESSAGES } from '@partnerly/contracts';

// Why the camera did not start, in words the staff at the door can act on (spec: ask for the
// camera with a clear message when it is refused or absent). getUserMedia rejects with a
// DOMException whose name says why; typing the code always remains.

const DENIED = new Set(['NotAllowedError', 'PermissionDeniedError', 'SecurityError']);
const MISSING = new Set([
  'NotFoundError',
  'DevicesNotFoundError',
  'OverconstrainedError',
  'ConstraintNotSatisfiedError',
]);

/** The message for a failed camera start (`error` from getUserMedia, or null without mediaDevices). */
export function cameraErrorMessage(error: unknown): string {
  if (error === null) return CHECK_IN_MESSAGES.cameraMissing;
  const name = typeof error === 'object' && 'name' in error ? String(error.name) : '';
  if (DENIED.has(name)) return CHECK_IN_MESSAGES.cameraDenied;
  if (MISSING.has(name)) return CHECK_IN_MESSAGES.cameraMissing;
  return CHECK_IN_MESSAGES.cameraFailed;
}
