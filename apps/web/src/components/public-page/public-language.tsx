import type { AppLanguage } from '@partnerly/contracts';
import { codes } from '@partnerly/contracts/i18n/catalog/en/codes';
import { common } from '@partnerly/contracts/i18n/catalog/en/common';
import { LOCALE_TAGS } from '@partnerly/contracts/i18n/locale';
import { createContext, StrictMode, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { applyDocumentLanguage, initialLanguage, rememberLanguage } from '@/lib/i18n/document-language';
import '@/lib/i18n/intl-types';

// The language of the public pages with their own small entry (/r/{code}, /creator/{shareCode};
// issue 25): the visitor's remembered choice or browser language, as in the app, but with only
// the messages these pages show (the codes area and the common words), not the whole catalog, so
// they stay within their first-load budget. Arabic's messages and font load only when Arabic is
// shown. No account here: the choice is remembered in this browser only.

type PageMessages = Record<string, string>;

const english: PageMessages = { ...common, ...codes };

async function messagesOf(language: AppLanguage): Promise<PageMessages> {
  if (language === 'en') return english;
  const [arabicCodes, arabicCommon] = await Promise.all([
    import('@partnerly/contracts/i18n/catalog/ar/codes'),
    import('@partnerly/contracts/i18n/catalog/ar/common'),
    import('@fontsource-variable/noto-sans-arabic'),
  ]);
  return { ...arabicCommon.common, ...arabicCodes.codes };
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
      <IntlProvider locale={LOCALE_TAGS[shown.language]} messages={shown.messages}>
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
      <PageLanguageProvider initial={{ language, messages: messages ?? english }}>{page}</PageLanguageProvider>
    </StrictMode>,
  );
}
