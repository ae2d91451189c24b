import { afterAll, describe, expect, it } from 'vitest';
import { killAllServers, makeTempDir, removeDir, spawnServer, waitForExit } from '../../test/process';

// Configuration is validated at boot: a bad value stops the server with a message naming it.

const dirs: string[] = [];

afterAll(async () => {
  await killAllServers();
  await Promise.all(dirs.map(removeDir));
});

async function startWithEnv(env: Record<string, string>) {
  const dataDir = await makeTempDir();
  dirs.push(dataDir);
  const server = await spawnServer({ dataDir, env });
  const exit = await waitForExit(server);
  return { exit, output: server.output() };
}

describe('environment validation', () => {
  it('exits non-zero naming PORT when it is not a number', async () => {
    const { exit, output } = await startWithEnv({ PORT: 'abc' });
    expect(exit.code).not.toBe(0);
    expect(output).toContain('Invalid configuration');
    expect(output).toMatch(/PORT: .+/);
    expect(output).not.toContain('listening');
  }, 60_000);

  it('names every bad variable at once', async () => {
    const { exit, output } = await startWithEnv({
      PORT: '70000',
      DATABASE_URL: 'not a url',
      SEED_DEMO: 'sometimes',
    });
    expect(exit.code).not.toBe(0);
    expect(output).toMatch(/PORT: .+/);
    expect(output).toMatch(/DATABASE_URL: .+/);
    expect(output).toMatch(/SEED_DEMO: .+/);
    // A readable message, not a stack trace.
    expect(output).not.toMatch(/^\s+at /m);
  }, 60_000);
});
