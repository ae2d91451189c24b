import { CHECK_IN_MESSAGES } from '@partnerly/contracts';
import { describe, expect, it } from 'vitest';
import { cameraErrorMessage } from './camera-error';

const domError = (name: string) => Object.assign(new Error(name), { name });

describe('cameraErrorMessage', () => {
  it('asks to allow the camera when it was refused', () => {
    expect(cameraErrorMessage(domError('NotAllowedError'))).toBe(CHECK_IN_MESSAGES.cameraDenied);
    expect(cameraErrorMessage(domError('SecurityError'))).toBe(CHECK_IN_MESSAGES.cameraDenied);
  });

  it('says there is no camera when none was found or none fits, or the browser has no camera API', () => {
    expect(cameraErrorMessage(domError('NotFoundError'))).toBe(CHECK_IN_MESSAGES.cameraMissing);
    expect(cameraErrorMessage(domError('OverconstrainedError'))).toBe(CHECK_IN_MESSAGES.cameraMissing);
    expect(cameraErrorMessage(null)).toBe(CHECK_IN_MESSAGES.cameraMissing);
  });

  it('says the camera could not start for anything else (busy, hardware)', () => {
    expect(cameraErrorMessage(domError('NotReadableError'))).toBe(CHECK_IN_MESSAGES.cameraFailed);
    expect(cameraErrorMessage(domError('AbortError'))).toBe(CHECK_IN_MESSAGES.cameraFailed);
    expect(cameraErrorMessage('weird')).toBe(CHECK_IN_MESSAGES.cameraFailed);
  });
});
