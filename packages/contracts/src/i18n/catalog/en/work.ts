// Work in progress: submissions review, messages, notifications, calendar, creator work, points, creator profile.
export const work = {} as const satisfies Record<string, string>;
