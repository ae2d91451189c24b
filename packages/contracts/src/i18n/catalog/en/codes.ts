import { publicPages } from '../public-pages/en';

// Codes: affiliate hub, brand affiliates, private QR codes, the redemption page, the public creator page, check-ins.
// The public pages' messages (redeem.*, creatorPage.*, publicPage.*) are in ../public-pages/en.ts.
export const codes = {
  ...publicPages,
} as const satisfies Record<string, string>;
