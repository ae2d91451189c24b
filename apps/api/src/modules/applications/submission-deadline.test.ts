import type { BrandApplicationResult } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignApplications } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createBrand } from '../../test/factories/brand';
import type { TestUser } from '../../test/users';
import {
  applyAs,
  brandView,
  brandWithCampaign,
  createCreator,
  myApplications,
  negotiation,
  send,
} from './applications.fixtures';

// The submission deadline set at approval (issue 15, ADR 0043).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CONTENT_DEADLINE = '2999-03-01';

/** An enterprise brand's campaign (with a content deadline unless told otherwise) and a pending application. */
async function pendingApplication(contentDeadline: string | null = CONTENT_DEADLINE) {
  const { brand, campaignId } = await brandWithCampaign(
    t,
    { planId: 'enterprise' },
    { applicationDeadline: '2999-01-01', contentDeadline: contentDeadline ?? undefined },
  );
  const creator = await createCreator(t);
  const application = await applyAs(t, creator, { type: 'direct', campaignId });
  return { brand, creator, campaignId, applicationId: application.id };
}

const approve = (user: TestUser, applicationId: string, body?: unknown) =>
  send(t, 'POST', `/api/applications/${applicationId}/approve`, user, body);

const storedRow = async (id: string) =>
  (await t.deps.database.db.select().from(campaignApplications).where(eq(campaignApplications.id, id)))[0]!;

describe('approving with a submission deadline', () => {
  it("takes the campaign's content deadline without a body, and shows it to both sides", async () => {
    const { brand, creator, campaignId, applicationId } = await pendingApplication();
    const response = await approve(brand, applicationId);
    expect(response.status).toBe(200);
    const result = (await response.json()) as BrandApplicationResult;
    expect(result.application).toMatchObject({ status: 'approved', submissionDeadline: CONTENT_DEADLINE });

    const dialog = await brandView(t, brand, campaignId);
    expect(dialog).toMatchObject({ campaign: { contentDeadline: CONTENT_DEADLINE } });
    expect(dialog.applications[0]!.submissionDeadline).toBe(CONTENT_DEADLINE);
    const [mine] = await myApplications(t, creator);
    expect(mine).toMatchObject({ id: applicationId, submissionDeadline: CONTENT_DEADLINE });
  });

  it("sets the brand's date, and the campaign's for an empty body or null", async () => {
    const chosen = await pendingApplication();
    const response = await approve(chosen.brand, chosen.applicationId, { submissionDeadline: '2999-02-14' });
    expect(response.status).toBe(200);
    expect((await response.json()).application.submissionDeadline).toBe('2999-02-14');
    expect((await storedRow(chosen.applicationId)).submissionDeadline).toBe('2999-02-14');

    for (const body of [{}, { submissionDeadline: null }]) {
      const { brand, applicationId } = await pendingApplication();
      expect((await approve(brand, applicationId, body)).status).toBe(200);
      expect((await storedRow(applicationId)).submissionDeadline).toBe(CONTENT_DEADLINE);
    }
  });

  it('leaves the deadline empty when the campaign has no content deadline', async () => {
    const { brand, creator, applicationId } = await pendingApplication(null);
    expect((await approve(brand, applicationId)).status).toBe(200);
    expect((await storedRow(applicationId)).submissionDeadline).toBeNull();
    expect((await myApplications(t, creator))[0]!.submissionDeadline).toBeNull();
  });

  it('refuses a day already over and a date that is not one with 400 on the field, approving nothing', async () => {
    const { brand, applicationId } = await pendingApplication();
    const cases: [unknown, string][] = [
      ['2020-01-01', 'The submission deadline cannot be in the past'],
      ['2999-02-30', 'Enter a valid date'],
      ['next friday', 'Enter a valid date'],
      [20990101, 'Enter a valid date'],
    ];
    for (const [submissionDeadline, message] of cases) {
      const response = await approve(brand, applicationId, { submissionDeadline });
      expect(response.status, String(submissionDeadline)).toBe(400);
      expect((await response.json()).error.fields).toEqual({ submissionDeadline: [message] });
    }
    expect(await storedRow(applicationId)).toMatchObject({ status: 'pending', submissionDeadline: null });
  });

  it('refuses another workspace (404) and the creator side (403), with a valid date', async () => {
    const { creator, applicationId } = await pendingApplication();
    const stranger = await createBrand(t);
    const body = { submissionDeadline: '2999-02-14' };
    expect((await approve(stranger, applicationId, body)).status).toBe(404);
    expect((await approve(creator, applicationId, body)).status).toBe(403);
    expect(await storedRow(applicationId)).toMatchObject({ status: 'pending', submissionDeadline: null });
  });

  it("sets the campaign's content deadline when the brand approves by accepting the creator's proposal", async () => {
    const { brand, campaignId } = await brandWithCampaign(
      t,
      { planId: 'enterprise' },
      { applicationDeadline: '2999-01-01', contentDeadline: CONTENT_DEADLINE },
    );
    const creator = await createCreator(t, 'Nadia', 'Karim');
    const { id } = await applyAs(t, creator, negotiation(campaignId));
    const accepted = await send(t, 'POST', `/api/applications/${id}/negotiation/accept`, brand);
    expect(accepted.status).toBe(200);
    expect(await storedRow(id)).toMatchObject({ status: 'approved', submissionDeadline: CONTENT_DEADLINE });
  });
});
