import { CHECK_IN_MESSAGES } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import type { useT } from '@/lib/i18n/i18n-provider';

// The validator keeps the spec's English messages in its state (check-in-outcome.ts,
// camera-error.ts, the API's field messages); they are shown in the app's language through this
// map (issue 25). A message it does not know (the server's words) is shown as it came.

type Translate = ReturnType<typeof useT>;

const MESSAGE_KEYS: Partial<Record<keyof typeof CHECK_IN_MESSAGES, MessageKey>> = {
  invalidCode: 'checkIn.invalidCode',
  validateFailed: 'checkIn.validateFailed',
  awardFailed: 'checkIn.awardFailed',
  notVerified: 'checkIn.notVerified',
  awarded: 'checkIn.awarded',
  alreadyScanned: 'checkIn.alreadyScanned',
  codeRequired: 'checkIn.codeRequired',
  checkedIn: 'checkIn.checkedIn',
  notCheckInCampaign: 'checkIn.notCheckInCampaign',
  cameraDenied: 'checkIn.cameraDenied',
  cameraMissing: 'checkIn.cameraMissing',
  cameraFailed: 'checkIn.cameraFailed',
  scannerFailed: 'checkIn.scannerFailed',
};

const byText = new Map<string, MessageKey>(
  (Object.keys(MESSAGE_KEYS) as (keyof typeof CHECK_IN_MESSAGES)[]).map((name) => [
    CHECK_IN_MESSAGES[name],
    MESSAGE_KEYS[name]!,
  ]),
);

/** One of CHECK_IN_MESSAGES in the app's language; any other text as it is. */
export function checkInText(t: Translate, message: string): string {
  const key = byText.get(message);
  return key ? t(key) : message;
}
