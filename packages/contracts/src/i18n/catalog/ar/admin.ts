import type { AreaCatalog } from '../area';
import type { admin as english } from '../en/admin';

export const admin: AreaCatalog<typeof english> = {};
