import { z } from 'zod';

/**
 * The languages of the product itself (issue 25): English and Arabic. A member's choice is stored
 * on the account; e-mails and notifications go out in the recipient's language. (LANGUAGES in
 * brand-profiles.ts is another list: the languages a brand's audience speaks.)
 */
export const APP_LANGUAGES = ['en', 'ar'] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];
export const DEFAULT_APP_LANGUAGE: AppLanguage = 'en';

/** The API's word for a language it does not offer (PUT /api/me/language). */
export const UNSUPPORTED_LANGUAGE = 'Choose English (en) or Arabic (ar)';

/** PUT /api/me/language body and GET/PUT answer: the member's language. */
export const memberLanguageSchema = z.object({
  language: z.enum(APP_LANGUAGES, { error: UNSUPPORTED_LANGUAGE }),
});
export type MemberLanguage = z.infer<typeof memberLanguageSchema>;
