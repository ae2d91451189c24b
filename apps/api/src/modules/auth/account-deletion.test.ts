import { sql, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandSubscriptions, contactMessages, enterpriseInquiries, profiles, uploads } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { mailsTo } from '../../test/mailbox';
import { createBrand, giveSubscription } from '../../test/factories/brand';
import { createTestUser, type TestUser } from '../../test/users';
import { send, uploadAs } from '../campaigns/campaigns.fixtures';
import { runRenewalSweep } from '../subscriptions/renewals/run-renewal-sweep';
import { me, postJson } from './auth.fixtures';

// Deleting an account removes the user's personal data beyond the profile (spec 03
// section 5): uploaded files, what they sent through the contact and enterprise forms,
// and a brand's subscription (no renewal e-mails to a deleted account).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

const deleteAccount = (user: TestUser) =>
  t.request('/api/account', { method: 'DELETE', headers: { cookie: user.cookie } });
const fetchUpload = (id: string) => t.request(`/api/uploads/${id}`);

describe('deleting an account', () => {
  it("deletes the user's uploaded files: the old URLs answer 404 and the stored objects are gone", async () => {
    const creator = await createTestUser(t, { userType: 'creator' });
    const photo = await uploadAs(t, creator, 'image');
    const document = await uploadAs(t, creator, 'pdf');
    const setPhoto = await send(t, 'PUT', '/api/me/creator-profile/image', creator, { uploadId: photo });
    expect(setPhoto.status).toBe(200);
    const someoneElse = await createTestUser(t, { userType: 'creator' });
    const othersFile = await uploadAs(t, someoneElse, 'image');
    const { db } = t.deps.database;
    const keys = (await db.select().from(uploads).where(eq(uploads.ownerId, creator.id))).map(
      (row) => row.key,
    );
    expect(keys).toHaveLength(2);
    expect((await fetchUpload(photo)).status).toBe(200);

    expect((await deleteAccount(creator)).status).toBe(200);

    for (const id of [photo, document]) {
      const response = await fetchUpload(id);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'File not found' } });
    }
    for (const key of keys) expect(await t.deps.storage.get(key)).toBeNull();
    expect(await db.select().from(uploads).where(eq(uploads.ownerId, creator.id))).toEqual([]);
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, creator.id));
    expect(profile!.profileImageUrl).toBeNull();
    // Another user's file is untouched.
    expect((await fetchUpload(othersFile)).status).toBe(200);
  });

  it('anonymises the contact messages and enterprise inquiries the user sent, and no one else’s', async () => {
    const brand = await createBrand(t, 'leaving-brand@example.com');
    const contact = await postJson(
      t,
      '/api/contact',
      {
        type: 'general',
        name: 'Lina Leaving',
        email: 'lina@leaving.example',
        message: 'Please call me back on 050 123 4567.',
      },
      { cookie: brand.cookie },
    );
    expect(contact.status).toBe(201);
    // Sent signed out from the account's address: personal data of the same person.
    const signedOut = await postJson(t, '/api/contact', {
      type: 'general',
      name: 'Lina L.',
      email: 'Leaving-Brand@example.com',
      message: 'A question before I signed in.',
    });
    expect(signedOut.status).toBe(201);
    const inquiry = await postJson(
      t,
      '/api/subscriptions/enterprise-inquiries',
      {
        companyName: 'Leaving LLC',
        contactName: 'Lina Leaving',
        email: 'lina@leaving.example',
        phone: '+971 50 123 4567',
        requirements: 'Many stores',
      },
      { cookie: brand.cookie },
    );
    expect(inquiry.status).toBe(201);
    const stranger = await postJson(t, '/api/contact', {
      type: 'general',
      name: 'Sam Stays',
      email: 'sam@stays.example',
      message: 'I am not going anywhere.',
    });
    expect(stranger.status).toBe(201);

    expect((await deleteAccount(brand)).status).toBe(200);

    const { db } = t.deps.database;
    const placeholder = `deleted-${brand.id}@deleted.partnerly.invalid`;
    const messages = await db.select().from(contactMessages).where(eq(contactMessages.email, placeholder));
    expect(messages).toHaveLength(2);
    for (const message of messages) {
      expect(message).toMatchObject({
        name: 'Deleted user',
        company: null,
        clientIp: null,
        message: '(removed when the account was deleted)',
      });
    }
    const inquiries = await db
      .select()
      .from(enterpriseInquiries)
      .where(eq(enterpriseInquiries.userId, brand.id));
    expect(inquiries).toHaveLength(1);
    expect(inquiries[0]).toMatchObject({ contactName: null, phone: null, email: placeholder });
    const leftovers = await db
      .select()
      .from(contactMessages)
      .where(sql`${contactMessages.name} like 'Lina%' or ${contactMessages.email} like '%leaving%'`);
    expect(leftovers).toEqual([]);
    const [kept] = await db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'sam@stays.example'));
    expect(kept).toMatchObject({ name: 'Sam Stays', message: 'I am not going anywhere.' });
  });

  it("ends a brand's subscription: no renewal reminder or end-of-plan e-mail afterwards", async () => {
    const brand = await createBrand(t);
    const given = await giveSubscription(t, brand.id, { planId: 'basic' });

    expect((await deleteAccount(brand)).status).toBe(200);

    const [subscription] = await t.deps.database.db
      .select()
      .from(brandSubscriptions)
      .where(eq(brandSubscriptions.workspaceId, brand.id));
    expect(subscription!.status).toBe('expired');
    const nearRenewal = new Date(given.billingCycleStart.getTime() + 27.5 * DAY);
    const afterEnd = new Date(given.nextRenewalDate.getTime() + DAY);
    for (const now of [nearRenewal, afterEnd]) {
      const result = await runRenewalSweep(t.deps, now);
      expect(result.reminded).not.toContain(brand.id);
      expect(result.expired).not.toContain(brand.id);
    }
    const placeholder = `deleted-${brand.id}@deleted.partnerly.invalid`;
    expect(await mailsTo(t, placeholder)).toEqual([]);
    expect(await mailsTo(t, brand.email)).toEqual([]);
  });

  it('deletes nothing and keeps the user signed in when the deletion fails', async () => {
    const creator = await createTestUser(t, { userType: 'creator', firstName: 'Stay' });
    const photo = await uploadAs(t, creator, 'image');
    const { db } = t.deps.database;
    // A database failure in the middle of the deletion's transaction.
    await db.execute(
      sql.raw(`create function refuse_upload_delete() returns trigger language plpgsql as $$
        begin raise exception 'storage row locked'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger refuse_upload_delete before delete on uploads for each row
        when (old.owner_id = '${creator.id}') execute function refuse_upload_delete()`),
    );
    try {
      const response = await deleteAccount(creator);
      expect(response.status).toBe(500);
      expect(response.headers.getSetCookie()).toEqual([]);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_upload_delete on uploads'));
      await db.execute(sql.raw('drop function refuse_upload_delete()'));
    }
    expect((await me(t, creator.cookie)).status).toBe(200);
    expect((await fetchUpload(photo)).status).toBe(200);
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, creator.id));
    expect(profile).toMatchObject({ firstName: 'Stay', deletedAt: null });

    // Once the failure is gone, the same request succeeds.
    expect((await deleteAccount(creator)).status).toBe(200);
    expect((await me(t, creator.cookie)).status).toBe(401);
  });
});
