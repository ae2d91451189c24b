import {
  createPrivateCodeInput,
  PRIVATE_CODE_MESSAGES,
  privateCodeParam,
  privateCodeSchema,
  privateCodesOverviewSchema,
  updatePrivateCodeStatusInput,
} from '@partnerly/contracts';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { attachmentDisposition } from '../../lib/attachment';
import { requireBrand } from '../../middleware/guards';
import { validate } from '../../middleware/validate';
import { describe, json, type RouteSpec } from '../../openapi/describe';
import { actingBrandProfileOf } from '../brand-profiles/brand-profiles.guards';
import { workspaceIdOf, workspaceOf } from '../workspaces/workspaces.guards';
import { changePrivateCodeStatus } from './change-private-code-status';
import { createPrivateCode } from './create-private-code';
import { deletePrivateCode } from './delete-private-code';
import { getPrivateCodesOverview } from './get-private-codes-overview';
import { getPrivateCodeQr, type QrFormat } from './private-code-qr';

const documented = (summary: string, responses: RouteSpec['responses'], description?: string) =>
  describe({ summary, tags: ['private-codes'], responses, description });

/** ?logo=1 puts the code's logo (else its brand profile's image) in the centre. */
const qrImageQuery = z.object({ logo: z.enum(['0', '1'], 'logo must be 0 or 1').optional() });

const QR_DESCRIPTION =
  'Holds the public page address. Plain: error correction M. With ?logo=1 and a logo to show: the logo in the centre, error correction H. Downloaded as an attachment named after the code.';

async function qrAnswer(c: Context<AppEnv>, format: QrFormat, id: string, logo: string | undefined) {
  const file = await getPrivateCodeQr(c.get('deps'), await workspaceIdOf(c), id, {
    format,
    withLogo: logo === '1',
  });
  return c.body(typeof file.body === 'string' ? file.body : new Uint8Array(file.body), 200, {
    'Content-Type': file.contentType,
    'Content-Disposition': attachmentDisposition(file.fileName),
    'Cache-Control': 'private, no-cache',
  });
}

// Mounted at /api/private-codes (issue 18 items 1-3, decision 0055): the brand
// workspace's private QR discount codes. Everyone in the workspace reads them; owners, managers
// and the members assigned to a code's brand profile create, switch and delete codes.
export function privateCodesRoutes() {
  return (
    new Hono<AppEnv>()
      // GET /api/private-codes – the QR Codes tab: stats, plan facts, codes, recent redemptions
      .get(
        '/',
        documented("The workspace's QR codes with their stats, plan facts and the latest 10 attempts", {
          200: json(privateCodesOverviewSchema),
        }),
        ...requireBrand(),
        async (c) => c.json(await getPrivateCodesOverview(c.get('deps'), await workspaceIdOf(c))),
      )
      // POST /api/private-codes – create a code under the acting brand profile
      .post(
        '/',
        documented(
          "Create a QR code under the acting brand profile (X-Brand-Profile-Id), within the plan's monthly QR codes and redemptions per code",
          { 201: json(privateCodeSchema, 'Created') },
        ),
        ...requireBrand(PRIVATE_CODE_MESSAGES.loginRequired),
        validate('json', createPrivateCodeInput),
        async (c) => {
          const code = await createPrivateCode(
            c.get('deps'),
            await workspaceOf(c),
            (await actingBrandProfileOf(c))?.id ?? null,
            c.req.valid('json'),
          );
          return c.json(code, 201);
        },
      )
      // PATCH /api/private-codes/:id – activate or deactivate a code
      .patch(
        '/:id',
        documented('Activate or deactivate a QR code', { 200: json(privateCodeSchema) }),
        ...requireBrand(),
        validate('param', privateCodeParam),
        validate('json', updatePrivateCodeStatusInput),
        async (c) =>
          c.json(
            await changePrivateCodeStatus(
              c.get('deps'),
              await workspaceOf(c),
              c.req.valid('param').id,
              c.req.valid('json').status,
            ),
          ),
      )
      // DELETE /api/private-codes/:id – delete a code with its redemption history
      .delete(
        '/:id',
        documented('Delete a QR code with its redemption history', { 204: { description: 'Deleted' } }),
        ...requireBrand(),
        validate('param', privateCodeParam),
        async (c) => {
          await deletePrivateCode(c.get('deps'), await workspaceOf(c), c.req.valid('param').id);
          return c.body(null, 204);
        },
      )
      // GET /api/private-codes/:id/qr.png – the code's QR image, 200 px
      .get(
        '/:id/qr.png',
        documented(
          'The QR image of a code as a 200 px PNG',
          { 200: { description: 'The PNG, as an attachment', media: 'image/*' } },
          QR_DESCRIPTION,
        ),
        ...requireBrand(),
        validate('param', privateCodeParam),
        validate('query', qrImageQuery),
        (c) => qrAnswer(c, 'png', c.req.valid('param').id, c.req.valid('query').logo),
      )
      // GET /api/private-codes/:id/qr.svg – the code's QR image for print
      .get(
        '/:id/qr.svg',
        documented(
          'The QR image of a code as an SVG for print',
          { 200: { description: 'The SVG, as an attachment', media: 'image/*' } },
          QR_DESCRIPTION,
        ),
        ...requireBrand(),
        validate('param', privateCodeParam),
        validate('query', qrImageQuery),
        (c) => qrAnswer(c, 'svg', c.req.valid('param').id, c.req.valid('query').logo),
      )
  );
}
