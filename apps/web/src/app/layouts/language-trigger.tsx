import { Languages } from 'lucide-react';
import { useLanguage } from '@/lib/i18n/i18n-provider';

export const LANGUAGE_TRIGGER_CLASS =
  'flex h-10 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring [&_svg]:size-4';

/** The language button as it will look, while its menu (Radix) loads. */
export function LanguageTriggerPlaceholder() {
  const { language } = useLanguage();
  return (
    <span className={LANGUAGE_TRIGGER_CLASS} aria-hidden>
      <Languages /> {language.toUpperCase()}
    </span>
  );
}
