import type { AppLanguage } from '@partnerly/contracts';
import { LANGUAGE_NAMES } from '@partnerly/contracts/i18n/locale';
import type { ReactNode, Ref } from 'react';
import { usePageLanguage, usePageT } from './public-language';

// The frame and shared bits of the public pages with their own small entry (the creator page
// /creator/{shareCode}, the redemption page /r/{code}): the reduced top bar (the logo only, as on
// /r/ pages: spec 01) with a compact language switch (issue 25), buttons in the app's styles, and the images these pages may show. Plain
// elements, no Radix: these pages load without the app's bundle.

const buttonClass =
  'inline-flex h-10 shrink-0 items-center justify-center gap-2 rounded-md px-4 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';
export const primaryButtonClass = `${buttonClass} bg-primary text-primary-foreground shadow-sm hover:bg-primary/90`;
export const outlineButtonClass = `${buttonClass} border border-input bg-background shadow-sm hover:bg-accent hover:text-accent-foreground`;

/** Images of this origin (uploads) only: the Content-Security-Policy blocks any other. */
export function isOwnImage(url: string | null): url is string {
  return url !== null && url.startsWith('/') && !url.startsWith('//');
}

export function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase());
  return letters.join('') || '?';
}

const BRAND_NAME = 'Partnerly';

function Logo() {
  const t = usePageT();
  return (
    <a
      href="/"
      className="flex items-center gap-2 rounded-md text-lg font-bold tracking-tight"
      aria-label={t('publicPage.home')}
    >
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden>
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path d="M10 24V8h7a5 5 0 0 1 0 10h-4v6z" className="fill-primary-foreground" />
      </svg>
      <span>{BRAND_NAME}</span>
    </a>
  );
}

const LANGUAGES: AppLanguage[] = ['en', 'ar'];

/**
 * English / العربية: these pages have no top bar with the app's language menu. Each button is
 * named in its own language; the pressed one is the language shown. The choice is remembered.
 */
function LanguageSwitch() {
  const t = usePageT();
  const { language, setLanguage } = usePageLanguage();
  return (
    <div role="group" aria-label={t('publicPage.language')} className="ms-auto flex items-center gap-1">
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === language}
          onClick={() => void setLanguage(option)}
          className="h-9 rounded-md px-2.5 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-pressed:bg-secondary aria-pressed:text-secondary-foreground"
        >
          {LANGUAGE_NAMES[option]}
        </button>
      ))}
    </div>
  );
}

export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
          <Logo />
          <LanguageSwitch />
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-10">{children}</main>
    </div>
  );
}

interface NoticeProps {
  title: string;
  detail: string;
  /** 1 when the notice is the whole page (not found, failed), 2 inside it (no codes). */
  level?: 1 | 2;
  /** For a page that moves focus to the notice (it replaced what the visitor was on). */
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}

/** A centred message: not found, failed to load, no codes. */
export function Notice({ title, detail, level = 2, headingRef, children }: NoticeProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
      <Heading
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="text-xl font-semibold focus:outline-none"
      >
        {title}
      </Heading>
      <p className="text-sm text-muted-foreground">{detail}</p>
      {children}
    </div>
  );
}
