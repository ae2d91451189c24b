import { APP_LANGUAGES, type AppLanguage } from '@partnerly/contracts';
import { LANGUAGE_NAMES } from '@partnerly/contracts/i18n';
import { Languages } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useLanguage, useT } from '@/lib/i18n/i18n-provider';
import { LANGUAGE_TRIGGER_CLASS } from './language-trigger';

/**
 * The top bar's language menu (768 px and wider; the mobile menu and settings have LanguageChoice): a Radix
 * menu, so arrow keys, Enter and Escape work, each language named in itself.
 */
export function LanguageMenu() {
  const { language, setLanguage } = useLanguage();
  const t = useT();
  return (
    <DropdownMenu>
      {/* The name is the sentence, not an aria-label: a label that leaves out the visible code
          fails WCAG 2.5.3 (label in name), so the code is only shown and the sentence only read. */}
      <DropdownMenuTrigger className={LANGUAGE_TRIGGER_CLASS}>
        <Languages aria-hidden />
        <span aria-hidden>{language.toUpperCase()}</span>
        <span className="sr-only">{t('language.menu', { language: LANGUAGE_NAMES[language] })}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-36">
        <DropdownMenuRadioGroup
          value={language}
          onValueChange={(value) => void setLanguage(value as AppLanguage)}
        >
          {APP_LANGUAGES.map((option) => (
            <DropdownMenuRadioItem key={option} value={option} lang={option}>
              {LANGUAGE_NAMES[option]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
