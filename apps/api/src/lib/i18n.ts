import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { DEFAULT_APP_LANGUAGE, fallbackNameKey, type AppLanguage } from '@partnerly/contracts';
import {
  directionOf,
  en,
  formatterFor,
  LOCALE_TAGS,
  type Formatter,
  type MessageKey,
} from '@partnerly/contracts/i18n';
import { ar } from '@partnerly/contracts/i18n/ar';
import { logger } from '../logging/logger';

// The server's side of issue 25: the same ICU catalogs as the web app, rendered with
// @formatjs/intl for a recipient's language (e-mails, later notifications and PDFs).

type MessageValues = Record<string, string | number>;

/** Messages and formats of one language. */
export interface Translator {
  language: AppLanguage;
  dir: 'ltr' | 'rtl';
  /** The message `key` of the catalog with `values` put in. */
  t(key: MessageKey, values?: MessageValues): string;
  format: Formatter;
}

const cache = createIntlCache();
const translators = new Map<AppLanguage, Translator>();

/** The translator of a language (built once). */
export function translatorFor(language: AppLanguage = DEFAULT_APP_LANGUAGE): Translator {
  const existing = translators.get(language);
  if (existing) return existing;
  const intl: IntlShape<string> = createIntl(
    {
      locale: LOCALE_TAGS[language],
      defaultLocale: LOCALE_TAGS.en,
      messages: language === 'ar' ? ar : en,
      // A message the catalog lacks (the parity test prevents it) falls back to its key; log it.
      onError: (error) => logger.warn({ err: error, language }, 'message catalog error'),
    },
    cache,
  );
  const translator: Translator = {
    language,
    dir: directionOf(language),
    t: (key, values) => intl.formatMessage({ id: key }, values),
    format: formatterFor(language),
  };
  translators.set(language, translator);
  return translator;
}

/**
 * A name in `translator`'s language: a name the server gives the unnamed ('Deleted Creator',
 * 'Someone': contracts' FALLBACK_NAME_MESSAGES) from the catalog, any other name as it is.
 */
export function nameIn({ t }: Translator, name: string): string {
  const key = fallbackNameKey(name);
  return key ? t(key) : name;
}
