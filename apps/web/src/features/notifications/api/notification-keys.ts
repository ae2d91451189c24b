import { NOTIFICATION_BELL_SIZE, NOTIFICATION_LIST_LIMIT } from '@partnerly/contracts';

/** The bell asks for its 5, the /notifications page for the 50 newest (spec 01 section 9). */
export const BELL_LIMIT = NOTIFICATION_BELL_SIZE;
export const PAGE_LIMIT = NOTIFICATION_LIST_LIMIT;

export const notificationKeys = {
  all: ['notifications'] as const,
  lists: ['notifications', 'list'] as const,
  list: (limit: number) => ['notifications', 'list', limit] as const,
  preferences: ['notifications', 'preferences'] as const,
};
