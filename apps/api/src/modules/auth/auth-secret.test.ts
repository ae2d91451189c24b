import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { parseEnv } from '../../config/env';
import { resolveAuthSecret } from './auth-secret';

// A production start without ZIINA_API_KEY needs the sandbox explicitly allowed.
const production = { NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true' };

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'partnerly-secret-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

it('uses AUTH_SECRET when it is set', () => {
  const env = parseEnv({ ...production, DATA_DIR: dataDir, AUTH_SECRET: 'from-the-environment' });
  expect(resolveAuthSecret(env)).toBe('from-the-environment');
});

it('otherwise generates a random secret once, keeps it private in DATA_DIR and reuses it', async () => {
  const env = parseEnv({ ...production, DATA_DIR: dataDir });
  const first = resolveAuthSecret(env);
  expect(first.length).toBeGreaterThanOrEqual(40);
  expect(resolveAuthSecret(env)).toBe(first);
  const file = path.join(dataDir, 'auth-secret');
  expect(await readFile(file, 'utf8')).toBe(first);
  expect((await stat(file)).mode & 0o077).toBe(0);

  const otherInstall = await mkdtemp(path.join(tmpdir(), 'partnerly-secret-'));
  try {
    expect(resolveAuthSecret(parseEnv({ ...production, DATA_DIR: otherInstall }))).not.toBe(first);
  } finally {
    await rm(otherInstall, { recursive: true, force: true });
  }
});
