import type { RequestVerificationValues } from '@partnerly/contracts';
import sharp from 'sharp';
import type { AppDeps } from '../../context';
import { verificationRequests } from '../../db/schema';
import { createUpload } from '../uploads/uploads.service';
import { requestVerification } from '../verifications/request-verification';
import { reviewVerificationRequest } from '../verifications/review-verification-request';
import { requesterOf } from '../verifications/verification-standing';

// The verification queue of the demo (issue 19 item 4): Noor was verified by the super admin
// last week; Layla (a TikTok profile with a screenshot) and Oasis Coffee Roasters (a trade
// licence PDF) wait for a decision. Made through the same use cases as the API.

const DAY_MS = 24 * 60 * 60 * 1000;

/** A one-page PDF standing in for a scanned trade licence. */
export const LICENCE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

interface DemoVerifiers {
  superAdmin: string;
  noor: string;
  layla: string;
  oasis: string;
}

/** Seeds the queue once: nothing when any request exists already (a later start). */
export async function seedDemoVerifications(
  deps: AppDeps,
  people: DemoVerifiers,
  today = new Date(),
): Promise<void> {
  const { db } = deps.database;
  const [existing] = await db.select({ id: verificationRequests.id }).from(verificationRequests).limit(1);
  if (existing) return;
  const at = (days: number) => new Date(today.getTime() + days * DAY_MS);
  const send = async (userId: string, input: RequestVerificationValues, days: number) =>
    requestVerification(deps, await requesterOf(db, userId), input, at(days));
  const upload = async (ownerId: string, bytes: Uint8Array) =>
    (
      await createUpload(deps, {
        ownerId,
        purpose: 'verification-document',
        file: new Blob([new Uint8Array(bytes)]),
      })
    ).id;

  const noors = await send(
    people.noor,
    {
      kind: 'creator',
      platform: 'instagram',
      platformUrl: 'https://www.instagram.com/noor.styles',
      claimedFollowers: 61_300,
      screenshotUploadId: null,
    },
    -9,
  );
  await reviewVerificationRequest(deps, people.superAdmin, noors.id, { outcome: 'approved' }, at(-8));

  const screenshot = await sharp({
    create: { width: 360, height: 640, channels: 3, background: '#111827' },
  })
    .png()
    .toBuffer();
  await send(
    people.layla,
    {
      kind: 'creator',
      platform: 'tiktok',
      platformUrl: 'https://www.tiktok.com/@layla.glow',
      claimedFollowers: 48_200,
      screenshotUploadId: await upload(people.layla, screenshot),
    },
    -2,
  );
  await send(
    people.oasis,
    {
      kind: 'business',
      tradeLicenceNumber: 'DED-1187342',
      documentUploadId: await upload(people.oasis, LICENCE_PDF),
    },
    -1,
  );
}
