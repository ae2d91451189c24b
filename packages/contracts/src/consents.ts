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
