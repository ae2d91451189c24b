// Settings that keep libraries within the API's Content-Security-Policy (decision 0027).
// main.tsx imports this module first, so it runs before any other module of the app.

// zod picks its fast parser by probing `new Function` once; the policy forbids eval, and the
// browser reports even that caught attempt as a violation. jitless skips the probe. Set on
// zod's global config object: zod itself is loaded later, with the first form.
const zodConfig = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodConfig.__zod_globalConfig = { ...zodConfig.__zod_globalConfig, jitless: true };

// Radix dialogs lock page scrolling with react-remove-scroll, which adds a <style> element
// carrying webpack's `__webpack_nonce__`. The server puts the response's style nonce in
// <meta property="csp-nonce"> (apps/api/src/middleware/web-app.ts); the Vite dev server
// sends no policy and no meta. Read the property: browsers hide nonce attributes.
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
if (nonce) (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = nonce;
