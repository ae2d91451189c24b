import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../../config/env';

const TEST_SECRET = 'partnerly-test-secret-not-for-real-use';

/**
 * The key better-auth signs cookies and tokens with: AUTH_SECRET, else one generated on the
 * first start and kept in DATA_DIR (so a zero-config install never runs on a known key).
 * Several processes must share AUTH_SECRET.
 */
export function resolveAuthSecret(env: Env): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (env.NODE_ENV === 'test') return TEST_SECRET;
  const file = path.resolve(env.DATA_DIR, 'auth-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(32).toString('base64url');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}
