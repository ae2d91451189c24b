import { afterEach, describe, expect, it, vi } from 'vitest';
import { signUpBrand } from './register-brand';

afterEach(() => vi.unstubAllGlobals());

const account = {
  firstName: 'Rana',
  lastName: 'Haddad',
  email: 'rana@example.com',
  password: 'secret123',
  companyName: 'Cedar Foods',
  marketingEmails: true,
};

describe('the brand registration sign-up', () => {
  it("sends the brand account to the sign-up endpoint, in the visitor's language", async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ token: null, user: {} }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await signUpBrand(account, 'ar');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/sign-up/email',
      expect.objectContaining({ method: 'POST' }),
    );
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toMatchObject({
      email: 'rana@example.com',
      userType: 'brand',
      companyName: 'Cedar Foods',
      onboardingCompleted: false,
      acceptedTerms: true,
      marketingEmails: true,
      language: 'ar',
    });
  });

  it("fails with the server's message, e.g. a rate limit", async () => {
    const body = {
      error: { code: 'TOO_MANY_REQUESTS', message: 'Too many requests. Please try again later.' },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status: 429 })),
    );
    await expect(signUpBrand(account, 'en')).rejects.toThrow('Too many requests. Please try again later.');
  });
});
