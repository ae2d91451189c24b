import {
  createPrivateCodeInput,
  IMAGE_UPLOAD_MAX_BYTES,
  PRIVATE_CODE_MAX_USES_DEFAULT,
  PRIVATE_CODE_MAX_USES_MAX,
  PRIVATE_CODE_MAX_USES_MIN,
  PRIVATE_CODE_MESSAGES,
  privateCodeExpirationDate,
  type CreatePrivateCodeInput,
} from '@partnerly/contracts';
import type { CreatePrivateCodeRequest } from '../api/private-codes';

// The private referral code form's rules (spec 02 'Private referral code form'), checked with
// the API's own schema plus the plan's redemptions-per-code cap.

export interface CodeFormValues {
  campaignName: string;
  discountDescription: string;
  /** As typed (a number input's text). */
  maxUses: string;
  expirationDate: string;
  businessLocation: string;
  googleMapsUrl: string;
}

type CodeFormField = keyof CodeFormValues | 'logo';
export type CodeFormErrors = Partial<Record<CodeFormField, string>>;

const FIELDS: readonly (keyof CodeFormValues)[] = [
  'campaignName',
  'discountDescription',
  'maxUses',
  'expirationDate',
  'businessLocation',
  'googleMapsUrl',
];

/** The most uses a code of this plan may have: its redemptions per code, within 1 to 1000. */
export function maxUsesCap(maxRedemptionsPerCode: number): number {
  if (maxRedemptionsPerCode < PRIVATE_CODE_MAX_USES_MIN) return PRIVATE_CODE_MAX_USES_MAX;
  return Math.min(PRIVATE_CODE_MAX_USES_MAX, maxRedemptionsPerCode);
}

export function emptyCodeForm(cap: number): CodeFormValues {
  return {
    campaignName: '',
    discountDescription: '',
    maxUses: String(Math.min(PRIVATE_CODE_MAX_USES_DEFAULT, cap)),
    expirationDate: '',
    businessLocation: '',
    googleMapsUrl: '',
  };
}

/**
 * Max uses once the field is left: a whole number above the cap becomes the cap (spec: 'capped
 * at it'), one below 1 becomes 1; anything else stays as typed for the check to name.
 */
export function capMaxUses(typed: string, cap: number): string {
  const value = typed.trim();
  if (!/^-?\d+$/.test(value)) return typed;
  const uses = Number(value);
  if (uses > cap) return String(cap);
  if (uses < PRIVATE_CODE_MAX_USES_MIN) return String(PRIVATE_CODE_MAX_USES_MIN);
  return String(uses);
}

/** Submit is disabled while the campaign name or the discount is empty (spec). */
export const hasRequiredFields = (values: CodeFormValues) =>
  values.campaignName.trim() !== '' && values.discountDescription.trim() !== '';

/** The day the expiry date may start from: today in the UAE, where the code's day ends. */
export const earliestExpirationDate = (now: Date = new Date()) => privateCodeExpirationDate(now);

/** The request body, or the first message of each field that is wrong. */
export function checkCodeForm(
  values: CodeFormValues,
  cap: number,
  logoUploadId: string | null,
): { request: CreatePrivateCodeRequest; errors: null } | { request: null; errors: CodeFormErrors } {
  const input: CreatePrivateCodeInput = {
    campaignName: values.campaignName,
    discountDescription: values.discountDescription,
    maxUses: values.maxUses.trim() === '' ? undefined : values.maxUses.trim(),
    expirationDate: values.expirationDate || null,
    businessLocation: values.businessLocation || null,
    googleMapsUrl: values.googleMapsUrl || null,
    logoUploadId,
  };
  // The schema's default (10) is for callers that leave it out; an emptied field is a mistake.
  const errors: CodeFormErrors = {};
  if (input.maxUses === undefined) errors.maxUses = PRIVATE_CODE_MESSAGES.maxUsesRequired;
  const result = createPrivateCodeInput.safeParse(input);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = fieldOf(String(issue.path[0]));
      if (field) errors[field] ??= issue.message;
    }
  } else if (result.data.maxUses > cap) {
    errors.maxUses = PRIVATE_CODE_MESSAGES.maxUsesOverPlan(cap);
  }
  if (!result.success || Object.keys(errors).length > 0) return { request: null, errors };
  return { request: result.data, errors: null };
}

function fieldOf(name: string): CodeFormField | null {
  if (name === 'logoUploadId') return 'logo';
  return (FIELDS as readonly string[]).includes(name) ? (name as CodeFormField) : null;
}

/** The first message per field of a 400 answer, for the form's fields. */
export function serverFieldErrors(fields: Record<string, string[]>): CodeFormErrors {
  const errors: CodeFormErrors = {};
  for (const [name, messages] of Object.entries(fields)) {
    const field = fieldOf(name);
    if (field && messages[0]) errors[field] ??= messages[0];
  }
  return errors;
}

/** The spec's checks of a chosen logo before the adjust dialog: any image the browser reads, under 5 MB. */
export function logoFileProblem(file: { size: number; type: string }): string | null {
  if (!file.type.startsWith('image/')) return PRIVATE_CODE_MESSAGES.logoNotImage;
  if (file.size >= IMAGE_UPLOAD_MAX_BYTES) return PRIVATE_CODE_MESSAGES.logoTooLarge;
  return null;
}
