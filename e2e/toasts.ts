import type { BrowserContext, Page } from 'playwright-core';

// Toasts are read from a record, not from the screen. The app shows one toast at a time and
// each closes after 5 s (the campaign form's follow-up replaces its first toast after 1 s,
// a checkout retry's toast lasts until the page leaves for the checkout): on a busy machine
// a test may look only after the toast it waits for was replaced or closed. Every page of a
// `newPage` context reports each toast as it appears, to the test process, so the record
// also survives the page leaving for another document.

export interface ShownToast {
  title: string;
  description: string;
}

interface RecordedToast extends ShownToast {
  /** Already returned to an expectToast call: a second call waits for another toast. */
  isClaimed: boolean;
}

const BINDING = '__e2eToastShown';
const DEFAULT_TIMEOUT_MS = 30_000;

const records = new WeakMap<Page, RecordedToast[]>();
const listeners = new WeakMap<Page, Set<() => void>>();

function recordOf(page: Page): RecordedToast[] {
  let record = records.get(page);
  if (!record) {
    record = [];
    records.set(page, record);
  }
  return record;
}

function listenersOf(page: Page): Set<() => void> {
  let set = listeners.get(page);
  if (!set) {
    set = new Set();
    listeners.set(page, set);
  }
  return set;
}

/** Starts recording the toasts of every page of `context`, from each document's first script on. */
export async function recordToasts(context: BrowserContext): Promise<void> {
  await context.exposeBinding(BINDING, ({ page }, toast: ShownToast) => {
    recordOf(page).push({ ...toast, isClaimed: false });
    for (const listener of listenersOf(page)) listener();
  });
  await context.addInitScript((binding: string) => {
    const report = (window as unknown as Record<string, (toast: ShownToast) => void>)[binding]!;
    const reported = new WeakSet<Element>();
    // Toasts inside the labelled Notifications region (F8) only, in English or Arabic: that is
    // where users hear them.
    const selector = ['Notifications', 'الإشعارات']
      .map((label) => `[role="region"][aria-label^="${label}"] .toast-root`)
      .join(', ');
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll(selector)) {
        if (reported.has(toast)) continue;
        reported.add(toast);
        // The toast's first block holds its title, then its description (components/ui/toaster.tsx).
        const [title, description] = [...(toast.firstElementChild?.children ?? [])].map(
          (element) => element.textContent ?? '',
        );
        report({ title: title ?? '', description: description ?? '' });
      }
    }).observe(document, { childList: true, subtree: true });
  }, BINDING);
}

/** Every toast the page has shown so far, oldest first. */
export function toastsShown(page: Page): ShownToast[] {
  return recordOf(page).map(({ title, description }) => ({ title, description }));
}

function claim(page: Page, title: string, description: string | undefined): boolean {
  const toast = recordOf(page).find(
    (item) =>
      !item.isClaimed &&
      item.title === title &&
      (description === undefined || item.description === description),
  );
  if (toast) toast.isClaimed = true;
  return toast !== undefined;
}

/**
 * Waits until the page has shown a toast titled `title` (with `description`, when given) that
 * no earlier call returned, and claims it: waiting twice for the same title needs two toasts.
 */
export function expectToast(
  page: Page,
  title: string,
  { description, timeout = DEFAULT_TIMEOUT_MS }: { description?: string; timeout?: number } = {},
): Promise<void> {
  if (claim(page, title, description)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const set = listenersOf(page);
    const listener = () => {
      if (!claim(page, title, description)) return;
      finish();
      resolve();
    };
    const timer = setTimeout(() => {
      finish();
      const shown = toastsShown(page).map((toast) => `'${toast.title}'`);
      const wanted = description === undefined ? `'${title}'` : `'${title}' ('${description}')`;
      reject(new Error(`No toast ${wanted} within ${timeout} ms; shown: ${shown.join(', ') || 'none'}`));
    }, timeout);
    function finish() {
      clearTimeout(timer);
      set.delete(listener);
    }
    set.add(listener);
  });
}

/**
 * Closes the toasts on screen, if any, and waits until they are gone. A toast is the top
 * layer: an Escape meant for a dialog would close the toast instead. The Close buttons are
 * pressed in one step in the page, so a toast closing by itself meanwhile changes nothing.
 */
export async function dismissToasts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const buttons = document.querySelectorAll<HTMLButtonElement>(
      '.toast-root[data-state="open"] button[aria-label="Close"]',
    );
    for (const button of buttons) button.click();
  });
  await page.locator('.toast-root').first().waitFor({ state: 'detached' });
}
