import { WORKSPACE_MESSAGES } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import type { MessageValues } from '@/lib/i18n/i18n-provider';

// The reasons of workspaceAccessOf (the contracts' English, as the server words its refusals)
// in the catalogs, for the screens that show them beside a missing action.

const REASON_KEYS: Readonly<Record<string, MessageKey>> = {
  [WORKSPACE_MESSAGES.notAssigned]: 'workspace.reason.notAssigned',
  [WORKSPACE_MESSAGES.managersOnly]: 'workspace.reason.managersOnly',
};

/** A reason in the active language; one this build does not know is shown as it came. */
export function workspaceReasonText(t: (key: MessageKey, values?: MessageValues) => string, reason: string) {
  const key = REASON_KEYS[reason];
  return key ? t(key) : reason;
}
