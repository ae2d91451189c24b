import type { AreaCatalog } from '../area';
import type { brand as english } from '../en/brand';

export const brand: AreaCatalog<typeof english> = {};
