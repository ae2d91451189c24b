// The admin console and the dev mailbox.
export const admin = {} as const satisfies Record<string, string>;
