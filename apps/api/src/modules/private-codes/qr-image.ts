import { PRIVATE_CODE_QR } from '@partnerly/contracts';
import QRCode, { type QRCodeErrorCorrectionLevel } from 'qrcode';
import sharp from 'sharp';

// A code's QR image (issue 18 item 3, decision 0055): the symbol comes from
// `qrcode`; a logo in the centre is composited with sharp, which the uploads module already uses
// for images. Plain codes use the spec's error level M; a code with a logo uses H, whose 30%
// recovery absorbs the modules the logo hides, with room left for a worn print or a glare.

/** The quiet zone around the symbol, in modules (the QR standard asks for 4). */
const MARGIN_MODULES = 4;
const LOGO_ERROR_LEVEL: QRCodeErrorCorrectionLevel = 'H';
/**
 * The logo's white box as a share of the symbol's width: 22% of the width is about 5% of its
 * modules, a sixth of what level H can restore, and it stays clear of the three finder patterns.
 */
const LOGO_BOX_SHARE = 0.22;
/** The SVG's nominal width (it is vector: printers scale it to any size). */
const SVG_WIDTH_PX = 512;
/** The logo embedded in the SVG: sharp enough for a print a few centimetres wide. */
const SVG_LOGO_PX = 256;
/** The uploads module's ceiling on decoded pixels (a stored logo is far below it). */
const MAX_INPUT_PIXELS = 50_000_000;
const WHITE = '#ffffff';

const levelOf = (logo: Uint8Array | null): QRCodeErrorCorrectionLevel =>
  logo ? LOGO_ERROR_LEVEL : PRIVATE_CODE_QR.errorCorrectionLevel;

/** Where the logo's box sits, in modules of the whole image (quiet zone included). */
function logoBox(text: string) {
  const symbolModules = QRCode.create(text, { errorCorrectionLevel: LOGO_ERROR_LEVEL }).modules.size;
  const totalModules = symbolModules + 2 * MARGIN_MODULES;
  const side = Math.round(symbolModules * LOGO_BOX_SHARE);
  return { totalModules, side, offset: (totalModules - side) / 2 };
}

/** The logo scaled into a square of `inner` pixels on white, with `border` pixels of white around. */
function logoTile(logo: Uint8Array, inner: number, border: number): Promise<Buffer> {
  return sharp(logo, { limitInputPixels: MAX_INPUT_PIXELS })
    .resize(inner, inner, { fit: 'contain', background: WHITE })
    .flatten({ background: WHITE })
    .extend({ top: border, bottom: border, left: border, right: border, background: WHITE })
    .png()
    .toBuffer();
}

/** The QR code of `text` as a PNG of the spec's 200 px, with `logo` in its centre when given. */
export async function renderQrPng(text: string, logo: Uint8Array | null): Promise<Buffer> {
  const width = PRIVATE_CODE_QR.sizePx;
  const png = await QRCode.toBuffer(text, {
    type: 'png',
    errorCorrectionLevel: levelOf(logo),
    margin: MARGIN_MODULES,
    width,
  });
  if (!logo) return png;
  const box = logoBox(text);
  const pxPerModule = width / box.totalModules;
  const boxPx = Math.round(box.side * pxPerModule);
  // Half a module of white between the logo and the modules around it.
  const border = Math.max(1, Math.round(pxPerModule / 2));
  const tile = await logoTile(logo, boxPx - 2 * border, border);
  const at = Math.round((width - boxPx) / 2);
  return sharp(png)
    .composite([{ input: tile, left: at, top: at }])
    .png()
    .toBuffer();
}

/** The QR code of `text` as an SVG for print, with `logo` (embedded as a PNG) in its centre. */
export async function renderQrSvg(text: string, logo: Uint8Array | null): Promise<string> {
  const svg = await QRCode.toString(text, {
    type: 'svg',
    errorCorrectionLevel: levelOf(logo),
    margin: MARGIN_MODULES,
    width: SVG_WIDTH_PX,
  });
  if (!logo) return svg;
  const { side, offset } = logoBox(text);
  const tile = await logoTile(logo, SVG_LOGO_PX, 0);
  // Coordinates are in modules (the library's viewBox); the image keeps half a module of white.
  const overlay =
    `<rect x="${offset}" y="${offset}" width="${side}" height="${side}" fill="${WHITE}"/>` +
    `<image x="${offset + 0.5}" y="${offset + 0.5}" width="${side - 1}" height="${side - 1}" ` +
    `href="data:image/png;base64,${tile.toString('base64')}"/>`;
  const end = svg.lastIndexOf('</svg>');
  return `${svg.slice(0, end)}${overlay}${svg.slice(end)}`;
}
