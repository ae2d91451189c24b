import { ACTING_BRAND_PROFILE_HEADER as CONTRACT_HEADER } from '@partnerly/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACTING_BRAND_PROFILE_HEADER, ApiError, apiFetch, apiPath } from './api-client';

const respond = (status: number, body: unknown) =>
  vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));

afterEach(() => vi.unstubAllGlobals());

describe('apiFetch', () => {
  it('resolves with the JSON body and sends JSON bodies', async () => {
    const fetchMock = respond(200, { ok: true });
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiFetch('/things', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/things',
      expect.objectContaining({ method: 'POST', body: '{"a":1}', credentials: 'same-origin' }),
    );
  });

  it('sends a form as it is, leaving its multipart content type to the browser', async () => {
    const fetchMock = respond(200, { imported: 1 });
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.append('file', new File(['a,b'], 'orders.csv'));
    await apiFetch('/uploads', { method: 'POST', body: form });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('content-type');
  });

  it('turns the error body into a typed ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      respond(400, {
        error: { code: 'VALIDATION_FAILED', message: 'Please fix', fields: { email: ['Bad'] } },
      }),
    );
    const error = await apiFetch('/things').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Please fix',
      fields: { email: ['Bad'] },
    });
  });

  it('reports a body that is not ours with the status', async () => {
    vi.stubGlobal('fetch', respond(502, '<html>Bad gateway</html>'));
    await expect(apiFetch('/things')).rejects.toMatchObject({ status: 502, code: 'UNKNOWN' });
  });

  it('reports an unreachable server as a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiFetch('/things')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });
});

it('sends the acting brand profile in the header the API reads', () => {
  expect(ACTING_BRAND_PROFILE_HEADER).toBe(CONTRACT_HEADER);
});

describe('apiPath', () => {
  it('encodes each value as one path segment', () => {
    expect(apiPath`/campaigns/${'a/b?c#d'}/status`).toBe('/campaigns/a%2Fb%3Fc%23d/status');
    expect(apiPath`/reference/countries/${'AE'}/cities`).toBe('/reference/countries/AE/cities');
    expect(apiPath`/notifications/${'../../admin'}`).toBe('/notifications/..%2F..%2Fadmin');
  });
});
