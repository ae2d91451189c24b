import type { Env } from './env';

// `npm run dev` serves the web app from Vite, which proxies /api with its own Origin.
const VITE_DEV_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

/**
 * The origins whose pages may send the API state-changing requests (better-auth's
 * trustedOrigins and the CSRF check): PUBLIC_URL's, plus Vite's in development.
 */
export function trustedOrigins(env: Pick<Env, 'NODE_ENV'>, publicUrl: string): string[] {
  const own = new URL(publicUrl).origin;
  return env.NODE_ENV === 'development' ? [own, ...VITE_DEV_ORIGINS] : [own];
}
