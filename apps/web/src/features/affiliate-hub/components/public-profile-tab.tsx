import { PublicProfileSettings } from './public-profile-settings';
import { SocialLinksManager } from './social-links-manager';

/** The Public Profile sub-tab: what the public share page shows of the creator. */
export function PublicProfileTab() {
  return (
    <div className="grid gap-6">
      <PublicProfileSettings />
      <SocialLinksManager />
    </div>
  );
}
