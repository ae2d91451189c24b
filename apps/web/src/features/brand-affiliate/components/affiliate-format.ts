import {
  affiliateCodeFormMessage,
  createAffiliateCodeInput,
  formatRate,
  localIsoDate,
  MANUAL_AFFILIATE_CODE_EXPIRY_DAYS,
  type CreateAffiliateCodeInput,
  type OrderImportResult,
} from '@partnerly/contracts';
import type { useT } from '@/lib/i18n/i18n-provider';

export type CodeFormField = 'creatorId' | 'code' | 'brandUrl' | 'expiresOn' | 'instructions';
export type CodeFormErrors = Partial<Record<CodeFormField, string>>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Spec 02: a code added by hand expires 30 days ahead, the form's default (local calendar day). */
export function defaultExpiry(now = new Date()): string {
  return localIsoDate(new Date(now.getTime() + MANUAL_AFFILIATE_CODE_EXPIRY_DAYS * DAY_MS));
}

/** The form checked with the API's own schema: the first message per field and the form's message. */
export function checkCodeForm(
  values: CreateAffiliateCodeInput,
): { errors: CodeFormErrors; message: string } | { errors: null } {
  const result = createAffiliateCodeInput.safeParse(values);
  if (result.success) return { errors: null };
  const errors: CodeFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as CodeFormField;
    errors[field] ??= issue.message;
  }
  return { errors, message: affiliateCodeFormMessage(result.error.issues.map((issue) => issue.message)) };
}

/** The first message per field of a 400 answer, for the form's fields. */
export function serverErrors(fields: Record<string, string[]>): CodeFormErrors {
  const errors: CodeFormErrors = {};
  for (const field of ['creatorId', 'code', 'brandUrl', 'expiresOn', 'instructions'] as const) {
    const message = fields[field]?.[0];
    if (message) errors[field] = message;
  }
  return errors;
}

/** An amount in fils as the app shows money: 'AED 1,234.50', 'AED 40'. */
export const formatFils = (minor: number) => formatRate(minor / 100);

/** The one-line summary of an import, beside the per-line report. */
export function importSummary(t: ReturnType<typeof useT>, result: OrderImportResult): string {
  // The first part is the server's words.
  const parts = [result.message];
  if (result.duplicates > 0) parts.push(t('brandAffiliate.duplicatesIgnored', { count: result.duplicates }));
  if (result.withoutCode > 0)
    parts.push(t('brandAffiliate.withoutCodeSkipped', { count: result.withoutCode }));
  if (result.errorCount > 0) parts.push(t('brandAffiliate.rowsFailed', { count: result.errorCount }));
  return `${parts.join(t('brandAffiliate.listSeparator'))}.`;
}
