import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const chromiumMissingMessage = `Chromium not found at ${CHROMIUM_PATH}: apt-get install chromium`;

// Debian's Chromium, headless; the network flags stop it calling Google services on a closed network.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// Every browser launched here, so a failing test can photograph whatever it left open.
const launchedBrowsers = new Set<Browser>();

export interface LaunchOptions {
  /** Further Chromium switches, e.g. a fake camera (e2e/fake-camera.ts). */
  extraArgs?: readonly string[];
}

export async function launchBrowser({ extraArgs = [] }: LaunchOptions = {}): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(chromiumMissingMessage);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
  launchedBrowsers.add(browser);
  browser.on('disconnected', () => launchedBrowsers.delete(browser));
  return browser;
}

/** The contexts still open in every browser launched by launchBrowser(). */
export function openBrowserContexts(): BrowserContext[] {
  return [...launchedBrowsers].flatMap((browser) => browser.contexts());
}
