import { formatVatRate, PLANS, type AppLanguage } from '@partnerly/contracts';
import { en, type MessageKey } from '@partnerly/contracts/i18n';
import { translatorFor, type Translator } from '../../../lib/i18n';

// The words of a tax document's PDF in a language (issue 25). Labels come from the `invoice`
// catalog. The stored snapshot keeps the English it was issued with; an Arabic PDF translates the
// texts Partnerly wrote (line descriptions, the refund reason) through the catalog's
// `invoice.stored.*` patterns, and prints any other text as stored.

/** Most specific first: a description with a period also starts like one without. */
const STORED_KEYS = [
  'invoice.stored.planPeriod',
  'invoice.stored.upgradePeriod',
  'invoice.stored.plan',
  'invoice.stored.upgrade',
  'invoice.stored.credit',
  'invoice.stored.refundedAfterDeletion',
] as const satisfies readonly MessageKey[];

const ARGUMENT = /\{(\w+)\}/g;
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const patterns = STORED_KEYS.map((key) => {
  const message = en[key];
  const source = message
    .split(ARGUMENT)
    .map((part, position) => (position % 2 === 1 ? '(.+?)' : escapeRegex(part)))
    .join('');
  return {
    key,
    names: [...message.matchAll(ARGUMENT)].map((match) => match[1]!),
    regex: new RegExp(`^${source}$`),
  };
});

const PLAN_KEYS = new Map(PLANS.map((plan) => [plan.name, `rules.plans.${plan.id}` as MessageKey]));
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** formatBillingDate's '6 Mar 2026'. */
const BILLING_DATE = /^(\d{1,2}) ([A-Z][a-z]{2}) (\d{4})$/;

/** A stored '6 Mar 2026' as the translator writes that day; anything else as it is. */
function billingDay(text: string, translator: Translator): string {
  const match = BILLING_DATE.exec(text);
  const month = match ? MONTHS.indexOf(match[2]!) + 1 : 0;
  if (!match || month === 0) return text;
  const day = `${match[3]}-${String(month).padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
  return translator.format.date(day) || text;
}

function argument(name: string, value: string, translator: Translator): string {
  if (name === 'plan') {
    const key = PLAN_KEYS.get(value);
    return key ? translator.t(key) : value;
  }
  if (name === 'start' || name === 'end') return billingDay(value, translator);
  return translateStoredText(value, translator);
}

/** A text stored in English on a document, in the translator's language when the catalog knows it. */
export function translateStoredText(text: string, translator: Translator): string {
  if (translator.language === 'en') return text;
  for (const { key, names, regex } of patterns) {
    const match = regex.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(
      names.map((name, position) => [name, argument(name, match[position + 1]!, translator)]),
    );
    return translator.t(key, values);
  }
  return text;
}

/** The labels and translated texts a document's PDF prints in `language`. */
export function taxDocumentWords(language: AppLanguage) {
  const translator = translatorFor(language);
  const { t } = translator;
  return {
    language,
    direction: translator.dir,
    t,
    stored: (text: string) => translateStoredText(text, translator),
    /** The stored YYYY-MM-DD date of issue: as stored in English, the language's date otherwise. */
    issueDate: (day: string) => (language === 'en' ? day : translator.format.date(day)),
    /** '5 %' as English always printed it; the language's percent otherwise ('5%' in Arabic). */
    vatRate: (basisPoints: number) =>
      language === 'en'
        ? formatVatRate(basisPoints)
        : translator.format.number(basisPoints / 10_000, { style: 'percent', maximumFractionDigits: 2 }),
  };
}
export type TaxDocumentWords = ReturnType<typeof taxDocumentWords>;
