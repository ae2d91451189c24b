import { APP_LANGUAGES } from '@partnerly/contracts';
import { LANGUAGE_NAMES } from '@partnerly/contracts/i18n';
import { useLanguage, useT } from '@/lib/i18n/i18n-provider';
import { cn } from '@/lib/utils';

interface LanguageChoiceProps {
  /** Shows 'Language' above the buttons (the mobile menu); a settings card has its own title. */
  withHeading?: boolean;
  className?: string;
}

/**
 * The mobile menu's and the account settings' language switch: one button a language, the
 * active one pressed. A member's choice is stored on the account (useLanguage).
 */
export function LanguageChoice({ withHeading = true, className }: LanguageChoiceProps) {
  const { language, setLanguage } = useLanguage();
  const t = useT();
  return (
    <div role="group" aria-label={t('language.heading')} className={cn('grid gap-2 px-3 py-2', className)}>
      {withHeading ? (
        <span className="text-sm text-muted-foreground" aria-hidden>
          {t('language.heading')}
        </span>
      ) : null}
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
