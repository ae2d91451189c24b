import {
  LEGAL_DOCUMENT_VERSIONS,
  LEGAL_DOCUMENTS,
  type ConsentRecord,
  type ConsentSource,
  type ConsentSubject,
  type LegalDocument,
} from '@partnerly/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { consents } from '../../db/schema';

// Consent records (issue 24 item 3): appended, never changed (a trigger refuses updates). The
// latest record of a subject is the member's current choice.

export interface NewConsent {
  userId: string;
  subject: ConsentSubject;
  granted: boolean;
  source: ConsentSource;
}

/** Records a choice. Legal documents are recorded at their current version. */
export async function recordConsent(db: Executor, consent: NewConsent): Promise<void> {
  const version = consent.subject === 'marketing_emails' ? null : LEGAL_DOCUMENT_VERSIONS[consent.subject];
  await db.insert(consents).values({ ...consent, version });
}

/** Records that the member accepted the current Terms of Service and Privacy Policy. */
export async function recordLegalAcceptance(
  db: Executor,
  userId: string,
  source: ConsentSource,
): Promise<void> {
  await db.insert(consents).values(
    LEGAL_DOCUMENTS.map((subject) => ({
      userId,
      subject,
      version: LEGAL_DOCUMENT_VERSIONS[subject],
      granted: true,
      source,
    })),
  );
}

/** The member's consent records, newest first. */
export async function consentHistory(db: Executor, userId: string): Promise<ConsentRecord[]> {
  const rows = await db
    .select()
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(desc(consents.recordedAt), desc(consents.id));
  return rows.map((row) => ({
    subject: row.subject,
    version: row.version,
    granted: row.granted,
    source: row.source,
    recordedAt: row.recordedAt.toISOString(),
  }));
}

/** The legal documents whose current version the member has not accepted yet. */
export async function documentsToAccept(db: Executor, userId: string): Promise<LegalDocument[]> {
  const accepted = await db
    .select({ subject: consents.subject, version: consents.version })
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.granted, true)));
  return LEGAL_DOCUMENTS.filter(
    (document) =>
      !accepted.some((row) => row.subject === document && row.version === LEGAL_DOCUMENT_VERSIONS[document]),
  );
}

/** Whether the member's latest marketing e-mail choice is an opt-in. */
export async function optedInToMarketing(db: Executor, userId: string): Promise<boolean> {
  const [latest] = await db
    .select({ granted: consents.granted })
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.subject, 'marketing_emails')))
    .orderBy(desc(consents.recordedAt))
    .limit(1);
  return latest?.granted ?? false;
}
