import type { FeedCampaign } from '@partnerly/contracts';
import { useState } from 'react';
import { ApplyDialog } from '@/features/apply/components/apply-dialog';
import { CampaignFeedRoute } from '@/features/campaign-feed/routes/campaign-feed-route';
import { useMe } from '@/lib/session';

/**
 * /campaigns: the campaign feed with the apply dialogs behind its Apply buttons (creators for
 * themselves, agents for a creator they represent).
 */
export function CampaignsPage() {
  const me = useMe();
  const userType = me.data?.profile?.userType;
  const isAgent = userType === 'agent' || userType === 'agency';
  const [applyingTo, setApplyingTo] = useState<FeedCampaign | null>(null);
  return (
    <>
      <CampaignFeedRoute onApply={setApplyingTo} />
      <ApplyDialog campaign={applyingTo} isAgent={isAgent} onClose={() => setApplyingTo(null)} />
    </>
  );
}
