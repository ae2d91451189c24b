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
    expect(await response.json()).toEqual({
      isGoogleEnabled: false,
      isOutboxMail: true,
      supportEmail: 'support@partnerly.local',
      fileStorage: { kind: 'server' },
    });
  });

  it('states the configured support address and where uploads are kept, for the Privacy Policy (issue 24)', async () => {
    const { env, mail } = (await configApp()).deps;
    const local = { isLocal: false };
    const configured = {
      ...env,
      SUPPORT_EMAIL: 'privacy@example.ae',
      S3_BUCKET: 'files',
      S3_REGION: 'me-central-1',
    };
    expect(publicConfigOf({ env: configured, mail }, local)).toMatchObject({
      supportEmail: 'privacy@example.ae',
      fileStorage: { kind: 'aws', region: 'me-central-1' },
    });
    // Another provider's region names no country: the page does not guess one.
    const compatible = { ...configured, S3_ENDPOINT: 'https://files.example.ae' };
    expect(publicConfigOf({ env: compatible, mail }, local).fileStorage).toEqual({ kind: 's3-compatible' });
    // Without a bucket the region setting decides nothing: files stay on the server.
    expect(publicConfigOf({ env: { ...configured, S3_BUCKET: undefined }, mail }, local).fileStorage).toEqual(
      {
        kind: 'server',
      },
    );
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
