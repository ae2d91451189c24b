import type { RequestVerificationInput, VerificationRequest } from '@partnerly/contracts';
import sharp from 'sharp';
import type { TestApp } from '../../test/create-test-app';
import type { TestUser } from '../../test/users';

// Helpers shared by the verification tests.

export function send(t: TestApp, method: string, pathname: string, user?: TestUser | null, body?: unknown) {
  return t.request(pathname, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(user ? { cookie: user.cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n%\xe2\xe3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n',
  'latin1',
);

/** Uploads an image or a PDF for the user (purpose verification-document unless told); answers its id. */
export async function uploadEvidence(
  t: TestApp,
  user: TestUser,
  kind: 'image' | 'pdf',
  purpose = 'verification-document',
): Promise<string> {
  const bytes =
    kind === 'image'
      ? await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2a7de1' } })
          .png()
          .toBuffer()
      : PDF_BYTES;
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], kind === 'image' ? 'shot.png' : 'licence.pdf'));
  form.append('purpose', purpose);
  const response = await t.request('/api/uploads', {
    method: 'POST',
    headers: { cookie: user.cookie },
    body: form,
  });
  if (response.status !== 201)
    throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

export const creatorRequest = (overrides: Partial<RequestVerificationInput> = {}): RequestVerificationInput =>
  ({
    kind: 'creator',
    platform: 'instagram',
    platformUrl: 'https://www.instagram.com/layla.eats',
    claimedFollowers: 48_200,
    ...overrides,
  }) as RequestVerificationInput;

/** Sends a request as the user; fails the test unless it answers 201. */
export async function requestAs(t: TestApp, user: TestUser, body: unknown): Promise<VerificationRequest> {
  const response = await send(t, 'POST', '/api/verification-requests', user, body);
  if (response.status !== 201)
    throw new Error(`request answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as VerificationRequest;
}

/** A business request with a freshly uploaded PDF licence. */
export async function businessRequest(t: TestApp, user: TestUser, tradeLicenceNumber = 'DED-1234567') {
  return { kind: 'business', tradeLicenceNumber, documentUploadId: await uploadEvidence(t, user, 'pdf') };
}
