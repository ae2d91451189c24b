// Campaigns: the editor, the feed, applying, my applications, campaign work.
export const campaigns = {} as const satisfies Record<string, string>;
