import { addSocialLinkInput, type AddSocialLinkInput } from '@partnerly/contracts';
import type { AppDeps } from '../../context';
import { addSocialLink } from '../profiles/social-links';

/** Casey's links, oldest first: her public page shows all three (issue 17). */
const CASEY_LINKS: readonly AddSocialLinkInput[] = [
  { platform: 'instagram', url: 'https://www.instagram.com/casey.creates' },
  { platform: 'tiktok', url: 'https://www.tiktok.com/@casey.creates' },
  { platform: 'youtube', url: 'https://www.youtube.com/@caseycreates' },
];

/** The demo creator's social links, added through the module's use case, a day apart. */
export async function seedDemoSocialLinks(
  deps: Pick<AppDeps, 'database'>,
  creatorId: string,
  at: (days: number) => Date,
): Promise<void> {
  for (const [index, link] of CASEY_LINKS.entries()) {
    await addSocialLink(deps.database.db, creatorId, addSocialLinkInput.parse(link), at(index - 40));
  }
}
