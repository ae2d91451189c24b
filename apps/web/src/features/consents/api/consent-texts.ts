import type {
  ConsentRecord,
  ConsentSource,
  ConsentSubject,
  DocumentToAccept,
  LegalDocument,
} from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import { formatLegalVersion } from '@/lib/format';
import type { MessageValues } from '@/lib/i18n/i18n-provider';

// What the acceptance prompt and the consent history say (issue 24 item 3), in the active
// language: `t` is useT()'s.

type Translate = (key: MessageKey, values?: MessageValues) => string;

const DOCUMENT_NAMES: Record<LegalDocument, MessageKey> = {
  terms: 'consents.document.terms',
  privacy: 'consents.document.privacy',
};

/** A legal document's name ('Terms of Service'). */
export const documentName = (t: Translate, document: LegalDocument) => t(DOCUMENT_NAMES[document]);

/** Pages the prompt leaves readable: the documents it asks the member to read. */
const LEGAL_PAGES = ['/terms', '/privacy'];

/** Whether the prompt covers the page at `pathname` (not the documents it links to). */
export function promptsOn(pathname: string): boolean {
  return !LEGAL_PAGES.includes(pathname.replace(/\/+$/, ''));
}

const hasAcceptedBefore = (history: readonly ConsentRecord[]) =>
  history.some((record) => record.subject !== 'marketing_emails' && record.granted);

/** The prompt's title: a member who never accepted (a Google sign-up), or changed documents. */
export function promptTitle(t: Translate, history: readonly ConsentRecord[]): string {
  return hasAcceptedBefore(history) ? t('consents.promptTitleUpdated') : t('consents.promptTitleFirst');
}

function joinNames(t: Translate, documents: readonly LegalDocument[]): string {
  const [first, second] = documents.map((document) => documentName(t, document));
  return second === undefined ? (first ?? '') : t('consents.documentsAnd', { first: first!, second });
}

/** The prompt's explanation under its title. */
export function promptDescription(
  t: Translate,
  toAccept: readonly DocumentToAccept[],
  history: readonly ConsentRecord[],
): string {
  if (!hasAcceptedBefore(history)) return t('consents.promptFirst');
  const changed = toAccept.map((item) => item.document);
  const latest = toAccept
    .map((item) => item.version)
    .sort()
    .at(-1);
  return t('consents.promptChanged', {
    documents: joinNames(t, changed),
    count: changed.length,
    date: latest ? formatLegalVersion(latest) : 'none',
  });
}

const SUBJECT_NAMES: Record<ConsentSubject, MessageKey> = {
  ...DOCUMENT_NAMES,
  marketing_emails: 'consents.subject.marketing_emails',
};

const SOURCE_NAMES: Record<ConsentSource, MessageKey> = {
  sign_up: 'consents.source.sign_up',
  acceptance_prompt: 'consents.source.acceptance_prompt',
  settings: 'consents.source.settings',
  unsubscribe_link: 'consents.source.unsubscribe_link',
};

/** One history line's words: what, which version, the choice, and where it was made. */
export function describeConsent(
  t: Translate,
  record: ConsentRecord,
): {
  subject: string;
  version: string | null;
  choice: string;
  source: string;
} {
  const isDocument = record.subject !== 'marketing_emails';
  return {
    subject: t(SUBJECT_NAMES[record.subject]),
    version: record.version ? t('consents.versionOf', { date: formatLegalVersion(record.version) }) : null,
    choice: record.granted
      ? t(isDocument ? 'consents.choice.accepted' : 'consents.choice.optedIn')
      : t(isDocument ? 'consents.choice.withdrawn' : 'consents.choice.optedOut'),
    source: t(SOURCE_NAMES[record.source]),
  };
}
