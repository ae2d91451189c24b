import { ACTING_BRAND_PROFILE_HEADER, type BrandProfile } from '@partnerly/contracts';
import type { TestApp } from '../../test/create-test-app';
import type { TestUser } from '../../test/users';

// Request helpers shared by the brand-profiles tests.

export interface CallOptions {
  /** Sent as X-Brand-Profile-Id: the profile the request acts as. */
  actingAs?: string;
}

export function call(
  t: TestApp,
  user: TestUser | null,
  method: string,
  pathname: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (user) headers.cookie = user.cookie;
  const isForm = body instanceof FormData;
  // A multipart body sets its own content type (with the boundary).
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
  if (options.actingAs) headers[ACTING_BRAND_PROFILE_HEADER] = options.actingAs;
  return t.request(pathname, {
    method,
    headers,
    body: body === undefined ? undefined : isForm || typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Creates a brand profile and returns it; fails the test unless the API answers 201. */
export async function createProfile(
  t: TestApp,
  user: TestUser,
  body: Record<string, unknown> = {},
): Promise<BrandProfile> {
  const response = await call(t, user, 'POST', '/api/brand-profiles', { profileName: 'Profile', ...body });
  if (response.status !== 201) {
    throw new Error(`create answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as BrandProfile;
}
