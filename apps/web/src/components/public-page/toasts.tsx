import { useCallback, useEffect, useRef, useState } from 'react';
import { usePageT } from './public-language';

// A small toast list for this page (the app's Radix toaster is not in its bundle): the same
// markup the app's toaster writes, in a polite live region labelled Notifications.

const TOAST_DURATION_MS = 5000;

export interface Toast {
  id: number;
  title: string;
  isError?: boolean;
}

export function useToasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  const notify = useCallback((title: string, isError = false) => {
    const id = ++nextId.current;
    // One at a time, as in the app: the newest replaces the last.
    setToasts([{ id, title, isError }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setToasts((shown) => shown.filter((toast) => toast.id !== id));
    }, TOAST_DURATION_MS);
    timers.current.add(timer);
  }, []);
  return { toasts, notify };
}

export function Toasts({ toasts }: { toasts: Toast[] }) {
  const t = usePageT();
  return (
    <section role="region" aria-label={t('publicPage.notifications')}>
      <ol
        aria-live="polite"
        className="pointer-events-none fixed end-0 bottom-0 z-50 m-0 flex w-full list-none flex-col gap-2 p-4 sm:max-w-sm"
      >
        {toasts.map((toast) => (
          <li
            key={toast.id}
            className={`toast-root pointer-events-auto flex w-full items-start rounded-lg border p-4 shadow-lg ${
              toast.isError
                ? 'border-red-800 bg-red-700 text-white'
                : 'border-success/60 bg-background text-foreground'
            }`}
          >
            <div className="grid gap-1">
              <div className="text-sm font-semibold">{toast.title}</div>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
