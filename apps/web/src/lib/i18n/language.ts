import type { AppLanguage } from '@partnerly/contracts';
import { en, type MessageCatalog } from '@partnerly/contracts/i18n';

// The app's catalogs (issue 25). Picking the language and <html lang dir> are in
// document-language.ts (without any catalog, for the public pages' small bundles).
export { applyDocumentLanguage, initialLanguage, pickLanguage, rememberLanguage } from './document-language';

/**
 * The catalog of a language. English is in the first bundle; Arabic and its web font load only
 * when Arabic is shown.
 */
export async function loadCatalog(language: AppLanguage): Promise<MessageCatalog> {
  if (language === 'en') return en;
  const [{ ar }] = await Promise.all([
    import('@partnerly/contracts/i18n/ar'),
    import('@fontsource-variable/noto-sans-arabic'),
  ]);
  return ar;
}
