import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { publicConfigOf } from './config.service';

let app: TestApp | undefined;
async function configApp(): Promise<TestApp> {
  app ??= await createTestApp();
  return app;
}
afterAll(() => app?.close());

describe('GET /api/config', () => {
  it('answers signed-out visitors: no Google, mail in the local outbox', async () => {
    const response = await (await configApp()).request('/api/config');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ isGoogleEnabled: false, isOutboxMail: true });
  });

  it('offers Google when its client id and secret are configured', async () => {
    const { env, mail } = (await configApp()).deps;
    const configured = { ...env, GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' };
    const local = { isLocal: true };
    expect(publicConfigOf({ env: configured, mail }, local).isGoogleEnabled).toBe(true);
    expect(
      publicConfigOf({ env: { ...configured, GOOGLE_CLIENT_SECRET: undefined }, mail }, local),
    ).toMatchObject({
      isGoogleEnabled: false,
    });
  });
});
