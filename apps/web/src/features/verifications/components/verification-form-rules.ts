import {
  businessVerificationInput,
  creatorVerificationInput,
  isImageUploadType,
  uploadMaxBytes,
  uploadTooLargeMessage,
  uploadTypeNotAllowedMessage,
  IMAGE_TYPE_MESSAGE,
  type RequestVerificationValues,
  type VerificationRequest,
} from '@partnerly/contracts';

// The verification forms' checks, the server's own schemas run in the browser first.

const FIELDS = [
  'platform',
  'platformUrl',
  'claimedFollowers',
  'screenshotUploadId',
  'tradeLicenceNumber',
  'documentUploadId',
] as const;
type VerificationField = (typeof FIELDS)[number];
export type VerificationFormErrors = Partial<Record<VerificationField, string>>;

export interface CreatorFormValues {
  platform: string;
  platformUrl: string;
  /** As typed: '48,200' and '48 200' count as 48200. */
  claimedFollowers: string;
}

export type CheckedForm =
  | { request: RequestVerificationValues; errors?: undefined }
  | { request?: undefined; errors: VerificationFormErrors };

const isField = (name: string): name is VerificationField => (FIELDS as readonly string[]).includes(name);

/** The first message per field of the server's 400 (or of the schema in the browser). */
export function serverFieldErrors(fields: Record<string, string[]>): VerificationFormErrors {
  const errors: VerificationFormErrors = {};
  for (const [name, messages] of Object.entries(fields)) {
    if (isField(name) && messages[0]) errors[name] ??= messages[0];
  }
  return errors;
}

function check(
  result:
    | ReturnType<typeof creatorVerificationInput.safeParse>
    | ReturnType<typeof businessVerificationInput.safeParse>,
): CheckedForm {
  if (result.success) return { request: result.data };
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) (fields[issue.path.join('.')] ??= []).push(issue.message);
  return { errors: serverFieldErrors(fields) };
}

/** A count typed with thousands separators becomes a number; blank stays missing. */
export function followersOf(typed: string): number | undefined {
  const compact = typed.replace(/[\s,]/g, '');
  return compact === '' ? undefined : Number(compact);
}

export function checkCreatorForm(values: CreatorFormValues, screenshotUploadId: string | null): CheckedForm {
  return check(
    creatorVerificationInput.safeParse({
      kind: 'creator',
      platform: values.platform || undefined,
      platformUrl: values.platformUrl,
      claimedFollowers: followersOf(values.claimedFollowers),
      screenshotUploadId,
    }),
  );
}

export function checkBusinessForm(tradeLicenceNumber: string, documentUploadId: string | null): CheckedForm {
  return check(
    businessVerificationInput.safeParse({
      kind: 'business',
      tradeLicenceNumber,
      documentUploadId: documentUploadId ?? undefined,
    }),
  );
}

/** A retry starts from what the rejected request said. */
export function creatorFormFrom(previous: VerificationRequest | null): CreatorFormValues {
  return {
    platform: previous?.platform ?? '',
    platformUrl: previous?.platformUrl ?? '',
    claimedFollowers: previous?.claimedFollowers ? String(previous.claimedFollowers) : '',
  };
}

/**
 * Why a chosen file cannot be the screenshot (an image) or the licence (an image or a PDF), by
 * the browser's word on its type and its size; null when it may be uploaded (the server reads
 * the bytes and decides).
 */
export function evidenceFileProblem(
  file: { size: number; type: string },
  kind: 'screenshot' | 'document',
): string | null {
  const isImage = isImageUploadType(file.type);
  if (kind === 'screenshot' && !isImage) return IMAGE_TYPE_MESSAGE;
  if (kind === 'document' && !isImage && file.type !== 'application/pdf')
    return uploadTypeNotAllowedMessage('verification-document');
  const max = uploadMaxBytes(file.type);
  return file.size > max ? uploadTooLargeMessage(max) : null;
}
