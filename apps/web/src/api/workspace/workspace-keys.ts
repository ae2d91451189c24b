// Query keys of /api/workspace (issue 14, decision 0041). Everything lives under ['workspace'],
// so a `workspace.changed` event or a team change invalidates the team, its seats and the
// activity list together. An invitation's preview is public and keyed by its token.
export const workspaceKeys = {
  all: ['workspace'] as const,
  mine: ['workspace', 'me'] as const,
  activity: ['workspace', 'activity'] as const,
  invitation: (token: string) => ['invitations', token] as const,
};
