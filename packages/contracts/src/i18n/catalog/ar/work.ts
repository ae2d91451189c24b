import type { AreaCatalog } from '../area';
import type { work as english } from '../en/work';

export const work: AreaCatalog<typeof english> = {};
