// First: it must run before any module that builds a zod schema.
import './lib/content-security-policy';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { router } from './app/router';
import { applyDocumentLanguage, initialLanguage, loadCatalog } from './lib/i18n/language';
import './index.css';

/** How long the first render waits for the page's route module before showing the loader. */
const ROUTE_WAIT_MS = 300;

/**
 * Resolves once the router has loaded the first page's lazy route module, or after
 * ROUTE_WAIT_MS. The server preloads the landing page's module with the entry (route-preloads
 * in vite.config.ts), so / paints once, with the page itself, instead of a loader first; a
 * slower module still gets the loader (the router's hydrateFallbackElement) as before.
 */
function firstRouteReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ROUTE_WAIT_MS);
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) done();
    });
    function done() {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    }
  });
}

/** The first page's language and its catalog (Arabic's loads alongside the route module). */
async function firstLanguage() {
  const chosen = initialLanguage();
  // Arabic's catalog is a file of its own: if it cannot load, the page opens in English.
  const messages = await loadCatalog(chosen).catch(() => null);
  const language = messages ? chosen : 'en';
  applyDocumentLanguage(language);
  return { language, messages: messages ?? (await loadCatalog('en')) };
}

void Promise.all([firstLanguage(), firstRouteReady()]).then(([language]) => {
  const root = createRoot(document.getElementById('root')!);
  // As a transition React renders the first page in small slices, so the main thread stays
  // responsive (no long task) while it builds.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App language={language} />
      </StrictMode>,
    ),
  );
});
