// The support address of spec 01 section 1, for screens that must work with nothing else
// loaded. Kept here rather than imported from @partnerly/contracts: its index builds every
// zod schema on import, which would put zod in the first-load bundle. A test keeps the two equal.
export const SUPPORT_ADDRESS = 'support@partnerly.local';
