import type { MessageKey } from '@partnerly/contracts/i18n';
import type { MessageValues } from '@/lib/i18n/i18n-provider';
import { translateKnown } from '@/lib/i18n/known-messages';

type Translate = (key: MessageKey, values?: MessageValues) => string;

/** An English text from the API or a contracts rule, in the active language when the catalogs know it. */
export function moderationMessage(t: Translate, message: string): string;
export function moderationMessage(t: Translate, message: string | undefined): string | undefined;
export function moderationMessage(t: Translate, message: string | undefined): string | undefined {
  return message === undefined ? undefined : translateKnown(message, t);
}
