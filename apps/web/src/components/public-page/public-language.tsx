import type { AppLanguage } from '@partnerly/contracts';
import type { MessageCatalog } from '@partnerly/contracts/i18n';
import { publicPages } from '@partnerly/contracts/i18n/catalog/public-pages/en';
import { LOCALE_TAGS } from '@partnerly/contracts/i18n/locale';
import {
  createContext,
  StrictMode,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider, useIntl } from 'react-intl';
import { applyDocumentLanguage, initialLanguage, rememberLanguage } from '@/lib/i18n/document-language';
import '@/lib/i18n/intl-types';

// The language of the public pages with their own small entry (/r/{code}, /creator/{shareCode};
// issue 25): the visitor's remembered choice or browser language, as in the app, but with only
// the messages these pages show (catalog/public-pages), not the whole catalog, so they stay
// within their first-load budget. Arabic's messages and font load only when Arabic is
// shown. No account here: the choice is remembered in this browser only.

type PageMessages = Record<string, string>;

const english: PageMessages = publicPages;

async function messagesOf(language: AppLanguage): Promise<PageMessages> {
  if (language === 'en') return english;
  const [arabic] = await Promise.all([
    import('@partnerly/contracts/i18n/catalog/public-pages/ar'),
    import('@fontsource-variable/noto-sans-arabic'),
  ]);
  return arabic.publicPages;
}

/** The messages these pages have (a key of another area would not be loaded here). */
export type PageMessageKey = keyof typeof publicPages;

/** A message in the shown language: t('redeem.share'), t('redeem.usesLeft', { remaining, max }). */
export type Translate = (key: PageMessageKey, values?: Record<string, string | number>) => string;

/**
 * The message function of the public pages (the app's useT without the app's provider module,
 * which brings the query client and Radix).
 */
export function usePageT(): Translate {
  const intl = useIntl();
  return useCallback((key, values) => intl.formatMessage({ id: key }, values), [intl]);
}

const UNNAMED: PageMessageKey[] = ['publicPage.unnamedCreator', 'publicPage.unnamedBrand'];

/**
 * A creator's or brand's name as shown: the server's English stand-in for a missing name
 * ('Creator', 'Brand') in the page's language; any other name as written.
 */
export function usePageName(): (name: string) => string {
  const t = usePageT();
  return useCallback((name) => pageName(t, name), [t]);
}

/** usePageName's work, with the page's message function `t`. */
export function pageName(t: Translate, name: string): string {
  const key = UNNAMED.find((unnamed) => english[unnamed] === name);
  return key ? t(key) : name;
}

interface PageLanguage {
  language: AppLanguage;
  setLanguage(language: AppLanguage): Promise<void>;
}

const PageLanguageContext = createContext<PageLanguage | null>(null);

export function usePageLanguage(): PageLanguage {
  const value = useContext(PageLanguageContext);
  if (!value) throw new Error('usePageLanguage must be used inside a public page');
  return value;
}

interface Shown {
  language: AppLanguage;
  messages: PageMessages;
}

function PageLanguageProvider({ initial, children }: { initial: Shown; children: ReactNode }) {
  const [shown, setShown] = useState(initial);
  const latest = useRef(initial.language);
  const setLanguage = useCallback(async (language: AppLanguage) => {
    latest.current = language;
    const messages = await messagesOf(language);
    // A later choice made while this one loaded wins.
    if (latest.current !== language) return;
    applyDocumentLanguage(language);
    rememberLanguage(language);
    setShown({ language, messages });
  }, []);
  const value = useMemo(() => ({ language: shown.language, setLanguage }), [shown.language, setLanguage]);
  return (
    <PageLanguageContext.Provider value={value}>
      {/* Only the keys these pages use (catalog/public-pages) are here. */}
      <IntlProvider locale={LOCALE_TAGS[shown.language]} messages={shown.messages as MessageCatalog}>
        {children}
      </IntlProvider>
    </PageLanguageContext.Provider>
  );
}

/** Renders a public page in the visitor's language (English when Arabic cannot load). */
export async function renderPublicPage(container: HTMLElement, page: ReactNode): Promise<void> {
  const chosen = initialLanguage();
  const messages = await messagesOf(chosen).catch(() => null);
  const language = messages ? chosen : 'en';
  applyDocumentLanguage(language);
  createRoot(container).render(
    <StrictMode>
      <PageLanguageProvider initial={{ language, messages: messages ?? english }}>
        {page}
      </PageLanguageProvider>
    </StrictMode>,
  );
}
