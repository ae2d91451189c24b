import { REDEMPTION_MESSAGES, redemptionCodeParam, redemptionPath } from '@partnerly/contracts';
import type { AppDeps } from '../../context';
import type { HtmlPage, PageHead } from '../../middleware/web-app';
import { redemptionClientOf, type RedemptionClient } from './redemption-client';
import { findRedemptionCode } from './redemption-code';
import { takeRedemptionAllowance } from './redemption-limits';

// The server-made head of /r/{code} (issue 18 item 6): a shared link previews with the discount
// and the brand ('20% off at Brand') and the code's logo. It is a look-up of the code like the
// page's data, so it takes one from the network's allowance; past it the head is the plain
// one, whether the code exists or not.

const TITLE_DISCOUNT_MAX = 90;
const DESCRIPTION_MAX = 200;

const PLAIN: PageHead = { status: 200, title: 'Partnerly' };
const INVALID: PageHead = { status: 404, title: `${REDEMPTION_MESSAGES.invalidLink} | Partnerly` };
const NOT_FOUND: PageHead = { status: 404, title: `${REDEMPTION_MESSAGES.notValid} | Partnerly` };

function shortened(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

async function redemptionPageHead(
  deps: Pick<AppDeps, 'database' | 'publicUrl'>,
  client: RedemptionClient,
  code: string,
  now = new Date(),
): Promise<PageHead> {
  if (!redemptionCodeParam.safeParse({ code }).success) return INVALID;
  if (!(await takeRedemptionAllowance(deps, 'lookups', client.limitKey, now)).isAllowed) return PLAIN;
  const found = await findRedemptionCode(deps.database.db, code);
  if (!found) return NOT_FOUND;
  const discount = shortened(found.discountDescription, TITLE_DISCOUNT_MAX);
  return {
    status: 200,
    type: 'website',
    title: `${discount} at ${found.brandName}`,
    description: shortened(
      `${found.campaignName}: a discount from ${found.brandName}. Open the link to redeem it once on your phone.`,
      DESCRIPTION_MAX,
    ),
    imageUrl: found.logoUrl ? `${deps.publicUrl}${found.logoUrl}` : null,
    url: `${deps.publicUrl}${redemptionPath(found.code)}`,
    fetchPreloads: [`/api/redeem/${found.code}`],
    // The logo is on the discount card at once: it need not wait for the script and the data.
    imagePreload: found.logoUrl,
  };
}

/** /r/{code} as the web app serves it: its own small HTML entry (redeem.html). */
export function redemptionHtmlPage(): HtmlPage {
  return {
    path: '/r/:code',
    file: 'redeem.html',
    head: async (c) =>
      redemptionPageHead(c.get('deps'), await redemptionClientOf(c), c.req.param('code') ?? ''),
  };
}
