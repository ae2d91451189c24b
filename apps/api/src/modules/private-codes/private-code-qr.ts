import { PRIVATE_CODE_MESSAGES } from '@partnerly/contracts';
import type { AppDeps } from '../../context';
import { logger } from '../../logging/logger';
import { AppError } from '../../middleware/errors';
import { readUploadContent } from '../uploads/uploads.service';
import { getOwnPrivateCodeOrThrow, logoUploadIdOf, shareUrlOf } from './private-code-view';
import { renderQrPng, renderQrSvg } from './qr-image';

export type QrFormat = 'png' | 'svg';

export interface QrFile {
  fileName: string;
  contentType: string;
  body: Uint8Array | string;
}

const CONTENT_TYPES: Record<QrFormat, string> = { png: 'image/png', svg: 'image/svg+xml' };

/**
 * The QR image of one of the workspace's codes (the card's download): it holds the public
 * page's address. With `withLogo`, the code's logo, else its brand profile's image, sits in the
 * centre; a code with neither gets the plain image. Another workspace's code is 404 'QR code not
 * found'; anything that fails while drawing (a stored logo gone missing) is 'Failed to generate
 * QR code image'.
 */
export async function getPrivateCodeQr(
  deps: Pick<AppDeps, 'database' | 'storage' | 'publicUrl'>,
  workspaceId: string,
  codeId: string,
  { format, withLogo }: { format: QrFormat; withLogo: boolean },
): Promise<QrFile> {
  const row = await getOwnPrivateCodeOrThrow(deps.database.db, workspaceId, codeId);
  const logoId = withLogo ? logoUploadIdOf(row) : null;
  try {
    const logo = logoId ? (await readUploadContent(deps, logoId)).body : null;
    const text = shareUrlOf(deps.publicUrl, row.code.code);
    const body = format === 'png' ? await renderQrPng(text, logo) : await renderQrSvg(text, logo);
    return {
      fileName: `${row.code.code}-qr${logo ? '-logo' : ''}.${format}`,
      contentType: CONTENT_TYPES[format],
      body,
    };
  } catch (error) {
    logger.error({ err: error, codeId }, 'A QR code image could not be drawn');
    throw new AppError('INTERNAL', PRIVATE_CODE_MESSAGES.imageFailed);
  }
}
