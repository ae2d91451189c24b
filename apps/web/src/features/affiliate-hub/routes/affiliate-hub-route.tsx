import { AffiliateHubContent } from '../components/affiliate-hub-content';
import { useT } from '@/lib/i18n/i18n-provider';

/**
 * /affiliate-hub (spec 03 'Affiliate codes dashboard and share', issue 17): the creator's
 * codes, their analytics, the share link of the public page and what that page shows.
 */
export function AffiliateHubRoute() {
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
      <title>{t('affiliateHub.pageTitle')}</title>
      <h1 className="text-3xl font-bold tracking-tight">{t('affiliateHub.title')}</h1>
      <p className="mt-1 text-muted-foreground">{t('affiliateHub.intro')}</p>
      <div className="mt-6">
        <AffiliateHubContent />
      </div>
    </div>
  );
}
