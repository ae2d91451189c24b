import type { AreaCatalog } from '../area';
import type { pages as english } from '../en/pages';

export const pages: AreaCatalog<typeof english> = {};
