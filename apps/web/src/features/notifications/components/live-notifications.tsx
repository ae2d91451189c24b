import { useLiveNotifications } from '../api/use-live-notifications';

/** Mounted once for a signed-in visitor: keeps the notification caches live and toasts new ones. */
export function LiveNotifications() {
  useLiveNotifications();
  return null;
}
