import type { AreaCatalog } from '../area';
import type { codes as english } from '../en/codes';
import { publicPages } from '../public-pages/ar';

export const codes: AreaCatalog<typeof english> = {
  ...publicPages,
};
