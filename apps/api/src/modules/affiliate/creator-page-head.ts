import { CREATOR_PAGE_MESSAGES, creatorPageParam, creatorPagePath, isHttpUrl } from '@partnerly/contracts';
import type { AppDeps } from '../../context';
import type { HtmlPage, PageHead } from '../../middleware/web-app';
import { findPageOwner } from './creator-page';

// The server-made head of /creator/{shareCode} (issue 17 item 3): a shared link previews with
// the creator's name, words and photo. Link previewers are signed out, so only a public
// profile is described; a brands-only or private one gets the plain title (its page still
// loads for those allowed to see it), and an unknown or deactivated link answers 404.

const DESCRIPTION_MAX = 200;

const NOT_FOUND: PageHead = { status: 404, title: `${CREATOR_PAGE_MESSAGES.notFound} | Partnerly` };

function shortened(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

/** The absolute address of an image: uploads are served by this app, other addresses must be http(s). */
function absoluteImageUrl(publicUrl: string, url: string | null): string | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return `${publicUrl}${url}`;
  return isHttpUrl(url) ? url : null;
}

async function creatorPageHead(
  deps: Pick<AppDeps, 'database' | 'publicUrl'>,
  shareCode: string,
): Promise<PageHead> {
  if (!creatorPageParam.safeParse({ shareCode }).success) return NOT_FOUND;
  const owner = await findPageOwner(deps.database.db, shareCode);
  if (!owner) return NOT_FOUND;
  const apiPath = `/api/creator-pages/${owner.shareCode}`;
  if (owner.visibility !== 'public') return { status: 200, title: 'Partnerly', fetchPreloads: [apiPath] };
  return {
    status: 200,
    title: `${owner.name} | Partnerly`,
    description: shortened(
      owner.tagline ?? owner.bio ?? `Discount codes and offers from ${owner.name}, shared on Partnerly.`,
    ),
    imageUrl: absoluteImageUrl(deps.publicUrl, owner.avatarUrl),
    url: `${deps.publicUrl}${creatorPagePath(owner.shareCode)}`,
    fetchPreloads: [apiPath],
    // The photo is the page's largest element: it need not wait for the script and the data.
    imagePreload:
      owner.avatarUrl?.startsWith('/') && !owner.avatarUrl.startsWith('//') ? owner.avatarUrl : null,
  };
}

/** /creator/{shareCode} as the web app serves it: its own small HTML entry (creator.html). */
export function creatorHtmlPage(): HtmlPage {
  return {
    path: '/creator/:shareCode',
    file: 'creator.html',
    head: (c) => creatorPageHead(c.get('deps'), c.req.param('shareCode') ?? ''),
  };
}
