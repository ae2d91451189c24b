import { useSyncExternalStore } from 'react';

// The app's toast queue. The spec shows one toast at a time: a new toast replaces the
// previous one (spec 01 sections 4 and 9).

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
  /** Milliseconds; defaults to the spec's 5 s. */
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  id: number;
  isOpen: boolean;
}

const TOAST_LIMIT = 1;
const REMOVE_AFTER_CLOSE_MS = 300;

let nextId = 1;
let toasts: ToastItem[] = [];
const listeners = new Set<() => void>();

function setToasts(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  setToasts(toasts.map((item) => (item.id === id ? { ...item, isOpen: false } : item)));
  // Keep the closed toast briefly so its exit animation can run.
  setTimeout(() => setToasts(toasts.filter((item) => item.id !== id)), REMOVE_AFTER_CLOSE_MS);
}

/** Shows a toast (replacing the one on screen). */
export function toast(options: ToastOptions): number {
  const id = nextId++;
  setToasts([{ ...options, id, isOpen: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The toasts now in the queue (at most one, plus one closing). */
export function currentToasts(): ToastItem[] {
  return toasts;
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, currentToasts);
}
