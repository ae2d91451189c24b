import type { AreaCatalog } from '../area';
import type { campaigns as english } from '../en/campaigns';

export const campaigns: AreaCatalog<typeof english> = {};
