import { AffiliateHubContent } from '../components/affiliate-hub-content';

/**
 * /affiliate-hub (spec 03 'Affiliate codes dashboard and share', issue 17): the creator's
 * codes, their analytics, the share link of the public page and what that page shows.
 */
export function AffiliateHubRoute() {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
      <title>Affiliate Hub · Partnerly</title>
      <h1 className="text-3xl font-bold tracking-tight">Affiliate Hub</h1>
      <p className="mt-1 text-muted-foreground">
        Your discount codes, how they perform, and the public page that shares them.
      </p>
      <div className="mt-6">
        <AffiliateHubContent />
      </div>
    </div>
  );
}
