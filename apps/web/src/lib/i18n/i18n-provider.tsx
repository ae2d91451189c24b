import type { AppLanguage, MemberLanguage } from '@partnerly/contracts';
import {
  directionOf,
  formatterFor,
  LOCALE_TAGS,
  type Formatter,
  type MessageCatalog,
  type MessageKey,
} from '@partnerly/contracts/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { Direction } from 'radix-ui';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { apiFetch } from '../api-client';
import { meQueryKey, useMe, type Me } from '../session';
import { setKnownMessagesLanguage, translateKnown, translateName } from './known-messages';
import { applyDocumentLanguage, loadCatalog, rememberLanguage } from './language';
import './intl-types';

interface LanguageContextValue {
  language: AppLanguage;
  /** Shows the app in `language`; a signed-in member's choice is stored on the account too. */
  setLanguage: (language: AppLanguage) => Promise<void>;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

export interface InitialLanguage {
  language: AppLanguage;
  messages: MessageCatalog;
}

/**
 * The active language (issue 25): react-intl's messages, Radix's reading direction and
 * <html lang dir>. The account's language wins once GET /api/me has it, so a member's choice
 * follows them to every browser.
 */
export function LanguageProvider({ initial, children }: { initial: InitialLanguage; children: ReactNode }) {
  const [active, setActive] = useState(() => {
    setKnownMessagesLanguage(initial.language, initial.messages);
    return initial;
  });
  const queryClient = useQueryClient();
  const me = useMe();
  const accountLanguage = me.data?.profile?.language;
  const latest = useRef(active.language);

  const show = useCallback(async (language: AppLanguage) => {
    latest.current = language;
    const messages = await loadCatalog(language);
    // A later choice made while this catalog loaded wins.
    if (latest.current !== language) return;
    applyDocumentLanguage(language);
    setKnownMessagesLanguage(language, messages);
    rememberLanguage(language);
    setActive({ language, messages });
  }, []);

  useEffect(() => {
    if (accountLanguage && accountLanguage !== latest.current) void show(accountLanguage);
  }, [accountLanguage, show]);

  const setLanguage = useCallback(
    async (language: AppLanguage) => {
      await show(language);
      const current = queryClient.getQueryData<Me | null>(meQueryKey);
      if (!current?.profile) return;
      const saved = await apiFetch<MemberLanguage>('/me/language', { method: 'PUT', body: { language } });
      queryClient.setQueryData<Me | null>(meQueryKey, (me) =>
        me?.profile ? { ...me, profile: { ...me.profile, language: saved.language } } : me,
      );
    },
    [queryClient, show],
  );

  const value = useMemo(() => ({ language: active.language, setLanguage }), [active.language, setLanguage]);
  return (
    <LanguageContext.Provider value={value}>
      <IntlProvider locale={LOCALE_TAGS[active.language]} messages={active.messages}>
        <Direction.Provider dir={directionOf(active.language)}>{children}</Direction.Provider>
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage must be used inside LanguageProvider');
  return value;
}

export type MessageValues = Record<string, string | number>;

/** The message function of the active language: t('nav.dashboard'), t('shell.unread', { count }). */
export function useT(): (key: MessageKey, values?: MessageValues) => string {
  const intl = useIntl();
  return useCallback((key, values) => intl.formatMessage({ id: key }, values), [intl]);
}

/**
 * A text that came in English from the API or a contracts rule, in the active language when the
 * catalogs know it (known-messages.ts); else as it came.
 */
export function useKnownText(): KnownText {
  const t = useT();
  const known = useCallback(
    (text: string | undefined) => (text === undefined ? undefined : translateKnown(text, t)),
    [t],
  );
  return known as KnownText;
}

/** A known text in the active language; an absent one (no field error) stays absent. */
interface KnownText {
  (text: string): string;
  (text: string | undefined): string | undefined;
}

/** Names from the API in the active language: the server's fallback names ('Deleted Creator') translated, people's own as written. */
export function useNameText(): (name: string) => string {
  const t = useT();
  return useCallback((name) => translateName(name, t), [t]);
}

/** Numbers, AED, dates and times in the active language (the helper the e-mails use too). */
export function useFormat(): Formatter {
  return formatterFor(useLanguage().language);
}
