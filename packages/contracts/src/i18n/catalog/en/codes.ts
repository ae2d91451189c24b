// Codes: affiliate hub, brand affiliates, private QR codes, the redemption page, the public creator page, check-ins.
export const codes = {} as const satisfies Record<string, string>;
