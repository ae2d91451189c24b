import { z } from 'zod';

// Data protection (issue 24 item 3, PDPL: Federal Decree-Law 45/2021): what a member agreed to,
// when, and which version. Consents are recorded, never edited: a change of mind is a new record.

/** The legal documents a member accepts: the Terms of Service and the Privacy Policy. */
export const LEGAL_DOCUMENTS = ['terms', 'privacy'] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

/**
 * The current version of each document: the date it was last changed, shown as 'Last updated'
 * on its page. Changing a document means raising its version here; every member is then asked
 * to accept it again before going on.
 */
export const LEGAL_DOCUMENT_VERSIONS: Record<LegalDocument, string> = {
  terms: '2026-11-27',
  privacy: '2026-11-27',
};

/** What a consent record is about: a legal document, or marketing e-mails (opt-in). */
export const CONSENT_SUBJECTS = [...LEGAL_DOCUMENTS, 'marketing_emails'] as const;
export type ConsentSubject = (typeof CONSENT_SUBJECTS)[number];

/**
 * Where a consent was given or withdrawn: the sign-up form, the prompt to accept documents (after
 * a Google sign-up or a new version), the settings switch, or the one-click opt-out link of a
 * marketing e-mail.
 */
export const CONSENT_SOURCES = ['sign_up', 'acceptance_prompt', 'settings', 'unsubscribe_link'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** One consent record, as the member's data export and consent history show it. */
export const consentRecordSchema = z.object({
  subject: z.enum(CONSENT_SUBJECTS),
  /** The document's version; null for marketing e-mails. */
  version: z.string().nullable(),
  granted: z.boolean(),
  source: z.enum(CONSENT_SOURCES),
  recordedAt: z.string(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/**
 * The sign-up checkbox's refusal (spec 01 section 5): the forms and the API say the same. The
 * Terms of Service and the Privacy Policy are accepted together.
 */
export const ACCEPT_LEGAL_DOCUMENTS_MESSAGE = 'You must accept the Terms of Service and Privacy Policy';

/** The sign-up forms' marketing opt-in, unticked until the member ticks it. */
export const MARKETING_OPT_IN_LABEL = 'Send me news and offers from Partnerly by e-mail';

/**
 * The sign-up's `acceptedTerms`: a ticked box (true). Any other value is refused with the
 * spec's message; the output type is `true`, so a checked form value is the API's body.
 */
export const acceptedTermsField = z
  .boolean({ error: ACCEPT_LEGAL_DOCUMENTS_MESSAGE })
  .pipe(z.literal(true, { error: ACCEPT_LEGAL_DOCUMENTS_MESSAGE }));

/** The 403 code of a signed-in call while the member has documents to accept. */
export const CONSENT_REQUIRED_CODE = 'CONSENT_REQUIRED';
export const CONSENT_REQUIRED_MESSAGE =
  'Please accept the Terms of Service and Privacy Policy to continue using Partnerly';

/** Accepting a version that is no longer the current one (the page was open during a change). */
export const OUTDATED_LEGAL_VERSION_MESSAGE =
  'These documents have changed since you opened them. Please reload the page and read the latest version.';

/** A legal document and the version the member is asked to accept. */
export const documentToAcceptSchema = z.object({
  document: z.enum(LEGAL_DOCUMENTS),
  version: z.string(),
});
export type DocumentToAccept = z.infer<typeof documentToAcceptSchema>;

/** Answer of GET /api/me/consents (and POST): what is still to accept, and every record. */
export const myConsentsSchema = z.object({
  /** Empty once the current versions are accepted; the app asks while it is not. */
  toAccept: z.array(documentToAcceptSchema),
  /** Newest first. */
  history: z.array(consentRecordSchema),
});
export type MyConsents = z.infer<typeof myConsentsSchema>;

const versionRead = (label: string) =>
  z
    .string({ error: `Say which version of the ${label} you read` })
    .trim()
    .min(1, `Say which version of the ${label} you read`)
    .max(40, `Say which version of the ${label} you read`);

/** Body of POST /api/me/consents: the versions of the documents the member read and accepts. */
export const acceptLegalDocumentsInput = z.object({
  terms: versionRead('Terms of Service'),
  privacy: versionRead('Privacy Policy'),
});
export type AcceptLegalDocumentsInput = z.input<typeof acceptLegalDocumentsInput>;
