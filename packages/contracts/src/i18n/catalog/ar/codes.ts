import type { AreaCatalog } from '../area';
import type { codes as english } from '../en/codes';

export const codes: AreaCatalog<typeof english> = {};
