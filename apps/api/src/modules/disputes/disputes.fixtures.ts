import type { ApplicationDisputes, OpenDisputeInput, PartyDispute } from '@partnerly/contracts';
import sharp from 'sharp';
import type { TestApp } from '../../test/create-test-app';
import type { TestUser } from '../../test/users';
import { applyAs, brandWithCampaign, createCreator, send } from '../applications/applications.fixtures';

// Request helpers of the disputes tests.

export { send };

export interface ApprovedApplication {
  brand: TestUser;
  creator: TestUser;
  campaignId: string;
  applicationId: string;
}

/** A brand (basic plan) with a campaign and a creator whose direct application it approved. */
export async function approvedApplication(t: TestApp): Promise<ApprovedApplication> {
  const { brand, campaignId } = await brandWithCampaign(t);
  const creator = await createCreator(t);
  const application = await applyAs(t, creator, { type: 'direct', campaignId });
  const approved = await send(t, 'POST', `/api/applications/${application.id}/approve`, brand, {});
  if (approved.status !== 200)
    throw new Error(`approve answered ${approved.status}: ${await approved.text()}`);
  return { brand, creator, campaignId, applicationId: application.id };
}

export const disputeBody = (extra: Partial<OpenDisputeInput> = {}): OpenDisputeInput => ({
  disputeType: 'payment',
  description: 'The agreed payout has not arrived two weeks after the content went live.',
  ...extra,
});

export const disputesPath = (applicationId: string) => `/api/applications/${applicationId}/disputes`;

/** Opens a dispute through the API; throws unless it answers 201. */
export async function openAs(
  t: TestApp,
  user: TestUser,
  applicationId: string,
  body: OpenDisputeInput = disputeBody(),
): Promise<PartyDispute> {
  const response = await send(t, 'POST', disputesPath(applicationId), user, body);
  const json = await response.json();
  if (response.status !== 201) throw new Error(`open answered ${response.status}: ${JSON.stringify(json)}`);
  return (json as { dispute: PartyDispute }).dispute;
}

export async function disputesOf(t: TestApp, user: TestUser, applicationId: string) {
  const response = await send(t, 'GET', disputesPath(applicationId), user);
  return { status: response.status, body: (await response.json()) as ApplicationDisputes };
}

/** Uploads an evidence file (a PNG, or a PDF) for the user; answers the upload id. */
export async function uploadEvidence(
  t: TestApp,
  user: TestUser,
  kind: 'image' | 'pdf' = 'image',
  purpose = 'dispute-evidence',
): Promise<string> {
  const bytes =
    kind === 'image'
      ? await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2563eb' } })
          .png()
          .toBuffer()
      : Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], kind === 'image' ? 'proof.png' : 'invoice.pdf'));
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
