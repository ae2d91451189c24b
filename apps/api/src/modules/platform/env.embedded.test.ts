import { afterAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../config/env';
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

describe('production safety switches', () => {
  it('refuses a production start without ZIINA_API_KEY, saying how to allow the sandbox', async () => {
    const { exit, output } = await startWithEnv({ NODE_ENV: 'production', ZIINA_API_KEY: '' });
    expect(exit.code).not.toBe(0);
    expect(output).toContain('Invalid configuration');
    expect(output).toMatch(/ZIINA_API_KEY: is required with NODE_ENV=production/);
    expect(output).toContain('PAYMENTS_SANDBOX=true');
    expect(output).not.toContain('listening');
    expect(output).not.toMatch(/^\s+at /m);
  }, 60_000);

  const SUPPLIER = {
    SUPPLIER_LEGAL_NAME: 'Partnerly FZ-LLC',
    SUPPLIER_ADDRESS: 'Dubai, United Arab Emirates',
    SUPPLIER_TRN: '100123456700003',
  };

  it('keeps the zero-config defaults outside production: outbox readable, sandbox checkout', () => {
    expect(parseEnv({})).toMatchObject({ NODE_ENV: 'development', DEV_OUTBOX: true, PAYMENTS_SANDBOX: true });
    expect(parseEnv({ NODE_ENV: 'test' })).toMatchObject({ DEV_OUTBOX: true, PAYMENTS_SANDBOX: true });
  });

  it('turns both off in production unless enabled explicitly', () => {
    expect(parseEnv({ NODE_ENV: 'production', ZIINA_API_KEY: 'key', ...SUPPLIER })).toMatchObject({
      DEV_OUTBOX: false,
      PAYMENTS_SANDBOX: false,
    });
    expect(parseEnv({ NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true', DEV_OUTBOX: 'true' })).toMatchObject({
      DEV_OUTBOX: true,
      PAYMENTS_SANDBOX: true,
    });
    expect(() => parseEnv({ PAYMENTS_SANDBOX: 'false' })).toThrow(
      /ZIINA_API_KEY: is required when PAYMENTS_SANDBOX=false/,
    );
    expect(() => parseEnv({ DEV_OUTBOX: 'maybe' })).toThrow(/DEV_OUTBOX: /);
  });

  it('needs the supplier of the tax invoices in production with real payments; samples otherwise', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', ZIINA_API_KEY: 'key' })).toThrow(
      /SUPPLIER_LEGAL_NAME: is required with NODE_ENV=production and ZIINA_API_KEY[\s\S]*SUPPLIER_ADDRESS: [\s\S]*SUPPLIER_TRN: /,
    );
    expect(parseEnv({ NODE_ENV: 'production', ZIINA_API_KEY: 'key', ...SUPPLIER })).toMatchObject({
      SUPPLIER_TRN: '100123456700003',
      VAT_RATE_BASIS_POINTS: 500,
    });
    expect(parseEnv({})).toMatchObject({
      SUPPLIER_LEGAL_NAME: expect.stringContaining('SAMPLE'),
      SUPPLIER_ADDRESS: expect.stringContaining('SAMPLE'),
      VAT_RATE_BASIS_POINTS: 500,
    });
    expect(parseEnv({ VAT_RATE_PERCENT: '5.25' })).toMatchObject({ VAT_RATE_BASIS_POINTS: 525 });
    expect(() => parseEnv({ SUPPLIER_TRN: '12345' })).toThrow(/SUPPLIER_TRN: must be 15 digits/);
    expect(() => parseEnv({ VAT_RATE_PERCENT: '5.125' })).toThrow(/VAT_RATE_PERCENT: at most 2 decimals/);
  });

  it('refuses SEED_DEMO=true in production unless DEMO_IN_PRODUCTION=true', () => {
    const production = { NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true' };
    expect(() => parseEnv({ ...production, SEED_DEMO: 'true' })).toThrow(
      /SEED_DEMO: true would create the demo accounts .*DEMO_IN_PRODUCTION=true/,
    );
    expect(parseEnv({ ...production, SEED_DEMO: 'true', DEMO_IN_PRODUCTION: 'true' })).toMatchObject({
      SEED_DEMO: 'true',
      DEMO_IN_PRODUCTION: true,
    });
    expect(parseEnv({ SEED_DEMO: 'true' })).toMatchObject({ SEED_DEMO: 'true', DEMO_IN_PRODUCTION: false });
    expect(() => parseEnv({ DEMO_IN_PRODUCTION: 'yes' })).toThrow(/DEMO_IN_PRODUCTION: /);
  });
});
