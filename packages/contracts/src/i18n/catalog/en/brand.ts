// The brand side: profiles, dashboard, applications review, team, workspaces.
export const brand = {} as const satisfies Record<string, string>;
