import type {
  ConsentRecord,
  ConsentSource,
  ConsentSubject,
  DocumentToAccept,
  LegalDocument,
} from '@partnerly/contracts';
import { formatLegalVersion } from '@/lib/format';
import { LEGAL_DOCUMENT_NAMES } from '@/lib/legal-documents';

// What the acceptance prompt and the consent history say (issue 24 item 3).

/** Pages the prompt leaves readable: the documents it asks the member to read. */
const LEGAL_PAGES = ['/terms', '/privacy'];

/** Whether the prompt covers the page at `pathname` (not the documents it links to). */
export function promptsOn(pathname: string): boolean {
  return !LEGAL_PAGES.includes(pathname.replace(/\/+$/, ''));
}

const hasAcceptedBefore = (history: readonly ConsentRecord[]) =>
  history.some((record) => record.subject !== 'marketing_emails' && record.granted);

/** The prompt's title: a member who never accepted (a Google sign-up), or changed documents. */
export function promptTitle(history: readonly ConsentRecord[]): string {
  return hasAcceptedBefore(history) ? 'We have updated our terms' : 'Before you go on';
}

const joinNames = (documents: readonly LegalDocument[]) =>
  documents.map((document) => LEGAL_DOCUMENT_NAMES[document]).join(' and ');

/** The prompt's explanation under its title. */
export function promptDescription(
  toAccept: readonly DocumentToAccept[],
  history: readonly ConsentRecord[],
): string {
  if (!hasAcceptedBefore(history)) {
    return 'To use Partnerly, please read and accept our Terms of Service and Privacy Policy.';
  }
  const changed = toAccept.map((item) => item.document);
  const latest = toAccept
    .map((item) => item.version)
    .sort()
    .at(-1);
  const verb = changed.length === 1 ? 'has' : 'have';
  const on = latest ? ` on ${formatLegalVersion(latest)}` : '';
  return `Our ${joinNames(changed)} ${verb} changed${on}. Please read and accept the new version to go on using Partnerly.`;
}

const SUBJECT_NAMES: Record<ConsentSubject, string> = {
  ...LEGAL_DOCUMENT_NAMES,
  marketing_emails: 'News and offers by e-mail',
};

const SOURCE_NAMES: Record<ConsentSource, string> = {
  sign_up: 'When you signed up',
  acceptance_prompt: 'When we asked you to accept',
  settings: 'In your privacy settings',
  unsubscribe_link: 'With the unsubscribe link of an e-mail',
};

/** One history line's words: what, which version, the choice, and where it was made. */
export function describeConsent(record: ConsentRecord): {
  subject: string;
  version: string | null;
  choice: string;
  source: string;
} {
  const isDocument = record.subject !== 'marketing_emails';
  return {
    subject: SUBJECT_NAMES[record.subject],
    version: record.version ? `Version of ${formatLegalVersion(record.version)}` : null,
    choice: record.granted ? (isDocument ? 'Accepted' : 'Opted in') : isDocument ? 'Withdrawn' : 'Opted out',
    source: SOURCE_NAMES[record.source],
  };
}
