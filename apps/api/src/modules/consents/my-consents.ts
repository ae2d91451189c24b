import {
  LEGAL_DOCUMENT_VERSIONS,
  LEGAL_DOCUMENTS,
  OUTDATED_LEGAL_VERSION_MESSAGE,
  type AcceptLegalDocumentsInput,
  type MyConsents,
} from '@partnerly/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../middleware/errors';
import { consentHistory, documentsToAccept, recordConsent } from './consent-records';

// The member's own consents (GET and POST /api/me/consents): what is still to accept at its
// current version, the history, and the acceptance prompt's answer.

export async function myConsents(db: Db, userId: string): Promise<MyConsents> {
  const [toAccept, history] = await Promise.all([documentsToAccept(db, userId), consentHistory(db, userId)]);
  return {
    toAccept: toAccept.map((document) => ({ document, version: LEGAL_DOCUMENT_VERSIONS[document] })),
    history,
  };
}

/**
 * Records the acceptance prompt's answer: the versions the member read must be the current
 * ones (409 otherwise: the page was open while a document changed). Only documents not yet
 * accepted at their current version get a record.
 */
export async function acceptLegalDocuments(
  db: Db,
  userId: string,
  read: AcceptLegalDocumentsInput,
): Promise<MyConsents> {
  if (LEGAL_DOCUMENTS.some((document) => read[document].trim() !== LEGAL_DOCUMENT_VERSIONS[document])) {
    throw new AppError('CONFLICT', OUTDATED_LEGAL_VERSION_MESSAGE);
  }
  await db.transaction(async (tx) => {
    for (const document of await documentsToAccept(tx, userId)) {
      await recordConsent(tx, { userId, subject: document, granted: true, source: 'acceptance_prompt' });
    }
  });
  return myConsents(db, userId);
}
