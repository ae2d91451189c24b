import {
  accountSettingsSchema,
  privacySettingsSchema,
  updateAccountSettingsInput,
  updatePrivacySettingsInput,
  userDataExportSchema,
  USER_TYPES,
} from '@partnerly/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireRole, signedInUser } from '../../middleware/guards';
import { validate } from '../../middleware/validate';
import { describe, json } from '../../openapi/describe';
import { announceFeedChange } from '../campaigns/feed-cache';
import { exportFileName, exportUserData } from './export-user-data';
import {
  getAccountSettings,
  getPrivacySettings,
  updateAccountSettings,
  updatePrivacySettings,
} from './settings.service';

// Mounted at /api/settings: the signed-in user's own privacy and account settings.
export function settingsRoutes() {
  return (
    new Hono<AppEnv>()
      .use('*', requireRole(...USER_TYPES))
      // GET /api/settings/privacy – the privacy tab (defaults until first saved)
      .get(
        '/privacy',
        describe({
          summary: 'The privacy settings (defaults until first saved)',
          tags: ['settings'],
          responses: { 200: json(privacySettingsSchema) },
        }),
        async (c) => c.json(await getPrivacySettings(c.get('deps').database.db, signedInUser(c).id)),
      )
      // PUT /api/settings/privacy – save the given switches ('Privacy Settings Updated')
      .put(
        '/privacy',
        describe({
          summary: 'Save the given privacy switches; answers all of them',
          tags: ['settings'],
          responses: { 200: json(privacySettingsSchema) },
        }),
        validate('json', updatePrivacySettingsInput),
        async (c) => {
          const settings = await updatePrivacySettings(
            c.get('deps'),
            { id: signedInUser(c).id, userType: c.get('userType') },
            c.req.valid('json'),
          );
          // A brand's profile visibility decides whether feed cards show its name and logo.
          if (c.get('userType') === 'brand') await announceFeedChange(c.get('deps'));
          return c.json(settings);
        },
      )
      // GET /api/settings/account – the Account Settings dialog
      .get(
        '/account',
        describe({
          summary: 'The account settings',
          tags: ['settings'],
          responses: { 200: json(accountSettingsSchema) },
        }),
        async (c) => c.json(await getAccountSettings(c.get('deps').database.db, signedInUser(c).id)),
      )
      // PUT /api/settings/account – save the dialog ('Settings Updated')
      .put(
        '/account',
        describe({
          summary: 'Save the account settings',
          tags: ['settings'],
          responses: { 200: json(accountSettingsSchema) },
        }),
        validate('json', updateAccountSettingsInput),
        async (c) =>
          c.json(await updateAccountSettings(c.get('deps'), signedInUser(c).id, c.req.valid('json'))),
      )
      // GET /api/settings/export – download all of the signed-in user's own data as a JSON file
      .get(
        '/export',
        describe({
          summary: "All of the signed-in user's own data, as a JSON file to download",
          tags: ['settings'],
          responses: { 200: json(userDataExportSchema, 'The export (Content-Disposition: attachment)') },
        }),
        async (c) => {
          const data = await exportUserData(c.get('deps'), signedInUser(c).id);
          c.header('Content-Disposition', `attachment; filename="${exportFileName(new Date())}"`);
          c.header('Cache-Control', 'no-store');
          return c.json(data);
        },
      )
  );
}
