/**
 * The English message catalog (issue 25): ICU MessageFormat strings, read by the web app
 * (react-intl) and the API's e-mails (@formatjs/intl). It is put together from one file per area
 * of the product (`catalog/en/<area>.ts`); `ar.ts` has exactly the same keys with the same
 * arguments (catalog-parity.test.ts). Keys are `area.name`, each in one area only. English plurals
 * need `one` and `other`; Arabic ones all six categories.
 */
import { shell } from './catalog/en/shell';
import { common } from './catalog/en/common';
import { account } from './catalog/en/account';
import { campaigns } from './catalog/en/campaigns';
import { brand } from './catalog/en/brand';
import { codes } from './catalog/en/codes';
import { work } from './catalog/en/work';
import { admin } from './catalog/en/admin';
import { pages } from './catalog/en/pages';
import { email } from './catalog/en/email';
import { validation } from './catalog/en/validation';
import { rules } from './catalog/en/rules';
import { invoice } from './catalog/en/invoice';

export const en = {
  ...shell,
  ...common,
  ...account,
  ...campaigns,
  ...brand,
  ...codes,
  ...work,
  ...admin,
  ...pages,
  ...email,
  ...validation,
  ...rules,
  ...invoice,
} as const satisfies Record<string, string>;

/** A message of the catalogs. */
export type MessageKey = keyof typeof en;
/** A whole catalog: every key, one language. */
export type MessageCatalog = Record<MessageKey, string>;
