import { useT } from '@/lib/i18n/i18n-provider';
import { useMe } from '@/lib/session';
import { CreatorWorkContent } from '../components/creator-work-content';

/**
 * /creator-work (spec 03 'Creator work', issues 15 and 16): the approved applications' work
 * with tiles, tabs and a card per project; Submit Content opens the campaign work panel; the
 * Payouts tab lists the payouts. Live over the event stream (a brand's review or payment shows
 * without a reload).
 */
export function CreatorWorkRoute() {
  const me = useMe();
  const t = useT();
  const userType = me.data?.profile?.userType;
  const viewerIsAgent = userType === 'agent' || userType === 'agency';
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <title>{t('creatorWork.documentTitle')}</title>
      <h1 className="text-3xl font-bold tracking-tight">{t('creatorWork.heading')}</h1>
      <p className="mt-1 text-muted-foreground">
        {viewerIsAgent ? t('creatorWork.introAgent') : t('creatorWork.introCreator')}
      </p>
      <div className="mt-6">
        <CreatorWorkContent />
      </div>
    </div>
  );
}
