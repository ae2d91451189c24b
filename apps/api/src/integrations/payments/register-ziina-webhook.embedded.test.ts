import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseEnv } from '../../config/env';
import { startFakeZiina, type FakeZiina } from '../../test/fakes/ziina-server';
import { REPO_ROOT } from '../../test/process';
import { PaymentProviderError } from './payment-provider';
import { registerZiinaWebhook, ZiinaWebhookSetupError } from './register-ziina-webhook';

const API_KEY = 'ziina-operator-key';
const SECRET = 'ziina-operator-secret';
const PUBLIC_URL = 'https://partnerly.example/';

let ziina: FakeZiina;

beforeAll(async () => {
  ziina = await startFakeZiina({ apiKey: API_KEY });
});
afterAll(() => ziina.close());
beforeEach(() => {
  ziina.requests.length = 0;
});

const envFor = (overrides: Record<string, string | undefined> = {}) => ({
  PUBLIC_URL,
  ZIINA_API_KEY: API_KEY,
  ZIINA_WEBHOOK_SECRET: SECRET,
  ZIINA_API_URL: ziina.apiUrl,
  ...overrides,
});

/** Runs `npm run ziina:webhook`'s command with only these variables (plus PATH). */
function runScript(env: Record<string, string | undefined>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join('scripts', 'ziina-webhook.ts')], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('registering the Ziina webhook (npm run ziina:webhook)', () => {
  it("sets PUBLIC_URL's webhook route with the secret through Ziina's POST /webhook", async () => {
    const url = await registerZiinaWebhook(parseEnv(envFor()));
    expect(url).toBe('https://partnerly.example/api/payments/webhooks/ziina');
    expect(ziina.requests).toEqual([
      {
        method: 'POST',
        path: '/api/webhook',
        authorization: `Bearer ${API_KEY}`,
        body: { url, secret: SECRET },
      },
    ]);
    expect(ziina.webhook).toEqual({ url, secret: SECRET });
  });

  it('names what is missing and calls nothing without the key, the secret or the public URL', async () => {
    const env = parseEnv(envFor({ ZIINA_WEBHOOK_SECRET: undefined, PUBLIC_URL: undefined }));
    await expect(registerZiinaWebhook(env)).rejects.toThrow(
      new ZiinaWebhookSetupError('Set ZIINA_WEBHOOK_SECRET, PUBLIC_URL to register the Ziina webhook.'),
    );
    expect(ziina.requests).toEqual([]);
  });

  it("reports Ziina's refusal (a wrong API key) and leaves the registered webhook alone", async () => {
    const before = ziina.webhook;
    const env = parseEnv(envFor({ ZIINA_API_KEY: 'wrong-key', PUBLIC_URL: 'https://elsewhere.example' }));
    const failure = registerZiinaWebhook(env);
    await expect(failure).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(failure).rejects.toThrow(/answered 401/);
    expect(ziina.webhook).toEqual(before);
  });

  it('the script registers the webhook and says where; without configuration it exits 1', async () => {
    const done = await runScript(envFor({ PUBLIC_URL: 'https://app.partnerly.example' }));
    expect(done).toMatchObject({
      code: 0,
      stdout: 'Ziina webhook registered: https://app.partnerly.example/api/payments/webhooks/ziina\n',
    });
    expect(ziina.webhook).toEqual({
      url: 'https://app.partnerly.example/api/payments/webhooks/ziina',
      secret: SECRET,
    });

    const refused = await runScript({ ZIINA_API_URL: ziina.apiUrl });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      'Set ZIINA_API_KEY, ZIINA_WEBHOOK_SECRET, PUBLIC_URL to register the Ziina webhook.',
    );
  });
});
