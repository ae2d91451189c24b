import { useLiveMessaging } from '../api/use-live-messaging';

/** Mounted once for a messaging role: keeps the badge, the list and open threads live. */
export function LiveMessaging() {
  useLiveMessaging();
  return null;
}
