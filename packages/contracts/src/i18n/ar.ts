import type { MessageCatalog } from './en';
import { shell } from './catalog/ar/shell';
import { common } from './catalog/ar/common';
import { account } from './catalog/ar/account';
import { campaigns } from './catalog/ar/campaigns';
import { brand } from './catalog/ar/brand';
import { codes } from './catalog/ar/codes';
import { work } from './catalog/ar/work';
import { admin } from './catalog/ar/admin';
import { pages } from './catalog/ar/pages';
import { email } from './catalog/ar/email';
import { validation } from './catalog/ar/validation';
import { rules } from './catalog/ar/rules';
import { invoice } from './catalog/ar/invoice';

/**
 * The Arabic message catalog (issue 25): the same keys and ICU arguments as `en.ts`, one file per
 * area (`catalog/ar/<area>.ts`). Plurals give all six Arabic categories (zero, one, two, few,
 * many, other). Brand names, codes, e-mail addresses and URLs stay as they are (the page's
 * direction isolates them).
 */
export const ar: MessageCatalog = {
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
};
