import { APP_LANGUAGES } from '@partnerly/contracts';
import { LANGUAGE_NAMES } from '@partnerly/contracts/i18n';
import { useLanguage, useT } from '@/lib/i18n/i18n-provider';
import { cn } from '@/lib/utils';

/** The mobile menu's language switch: one button a language, the active one pressed. */
export function LanguageChoice() {
  const { language, setLanguage } = useLanguage();
  const t = useT();
  return (
    <div role="group" aria-label={t('language.heading')} className="grid gap-2 px-3 py-2">
      <span className="text-sm text-muted-foreground" aria-hidden>
        {t('language.heading')}
      </span>
      <div className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1">
        {APP_LANGUAGES.map((option) => (
          <button
            key={option}
            type="button"
            lang={option}
            aria-pressed={language === option}
            onClick={() => void setLanguage(option)}
            className={cn(
              'rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring',
              language === option
                ? 'bg-background text-foreground shadow-sm'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {LANGUAGE_NAMES[option]}
          </button>
        ))}
      </div>
    </div>
  );
}
