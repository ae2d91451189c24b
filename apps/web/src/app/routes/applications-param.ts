import { APPLICATION_TABS, type ApplicationTab } from '@partnerly/contracts';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMyCampaigns } from '@/api/campaigns/my-campaigns';

// The brand's Applications dialog lives in the URL (?applications={campaignId}, with its tab
// in ?applicationsTab=), so the notification links
// (/dashboard?tab=campaigns&applications={id}&applicationsTab=pending) open it on that tab.

const APPLICATIONS_PARAM = 'applications';
const TAB_PARAM = 'applicationsTab';

export interface CampaignRef {
  id: string;
  title: string;
  /** The campaign's brand profile (workspace members decide only on their profiles' applications). */
  brandProfileId?: string | null;
}

/** The same search params with the dialog's campaign set, or removed for null. */
export function withApplicationsParam(params: URLSearchParams, campaignId: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  // The tab belongs to the link that opened the dialog: opening or closing it drops it.
  next.delete(TAB_PARAM);
  if (campaignId) next.set(APPLICATIONS_PARAM, campaignId);
  else next.delete(APPLICATIONS_PARAM);
  return next;
}

/** The dialog's tab from ?applicationsTab=, Pending when absent or unknown. */
function readApplicationsTab(params: URLSearchParams): ApplicationTab {
  const value = params.get(TAB_PARAM);
  return (APPLICATION_TABS as readonly string[]).includes(value ?? '')
    ? (value as ApplicationTab)
    : 'pending';
}

/**
 * The campaign whose applications are open (its title from the menu that opened it, else
 * from the brand's campaign list; the dialog also reads it from its own answer).
 */
export function useApplicationsParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const campaigns = useMyCampaigns();
  const [opened, setOpened] = useState<CampaignRef | null>(null);
  const campaignId = searchParams.get(APPLICATIONS_PARAM)?.trim() || null;

  const listed = campaigns.data?.find((campaign) => campaign.id === campaignId);
  const title = (opened?.id === campaignId ? opened?.title : undefined) ?? listed?.title ?? '';
  const brandProfileId = listed
    ? listed.brandProfileId
    : opened?.id === campaignId
      ? opened?.brandProfileId
      : undefined;
  const campaign = campaignId ? { id: campaignId, title, brandProfileId } : null;

  const open = useCallback(
    (next: CampaignRef) => {
      setOpened(next);
      setSearchParams((current) => withApplicationsParam(current, next.id), { replace: true });
    },
    [setSearchParams],
  );
  const close = useCallback(
    () => setSearchParams((current) => withApplicationsParam(current, null), { replace: true }),
    [setSearchParams],
  );
  return { campaign, tab: readApplicationsTab(searchParams), open, close };
}
