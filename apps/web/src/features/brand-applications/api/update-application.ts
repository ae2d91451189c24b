import type { MessageKey } from '@partnerly/contracts/i18n';
import {
  type BrandApplication,
  type BrandApplicationResult,
  type BrandDecision,
  type CampaignApplications,
  type CounterOfferValues,
  type NegotiationAction,
} from '@partnerly/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiFetch, apiPath } from '@/lib/api-client';
import { useT, type MessageValues } from '@/lib/i18n/i18n-provider';
import { decisionToast, withApplication } from '../components/application-format';
import { applicationKeys } from './application-keys';

export type ApplicationUpdate =
  /**
   * Approving may name the submission deadline (null: the campaign's content deadline) and
   * confirm approving without a valid Advertiser Permit (paid UAE campaigns).
   */
  | {
      kind: 'decision';
      decision: BrandDecision;
      submissionDeadline?: string | null;
      confirmPermitMissing?: boolean;
    }
  | { kind: 'negotiation'; action: Exclude<NegotiationAction, 'counter'>; confirmPermitMissing?: boolean }
  | { kind: 'counter'; offer: CounterOfferValues };

function request(applicationId: string, update: ApplicationUpdate): Promise<BrandApplicationResult> {
  // The negotiation routes answer the brand's view of the application to a brand.
  switch (update.kind) {
    case 'decision':
      return apiFetch(apiPath`/applications/${applicationId}/${update.decision}`, {
        method: 'POST',
        body:
          update.decision === 'approve'
            ? {
                submissionDeadline: update.submissionDeadline ?? null,
                confirmPermitMissing: update.confirmPermitMissing === true,
              }
            : undefined,
      });
    case 'negotiation':
      return apiFetch(apiPath`/applications/${applicationId}/negotiation/${update.action}`, {
        method: 'POST',
        body:
          update.action === 'accept'
            ? { confirmPermitMissing: update.confirmPermitMissing === true }
            : undefined,
      });
    case 'counter':
      return apiFetch(apiPath`/applications/${applicationId}/negotiation/counter`, {
        method: 'POST',
        body: update.offer,
      });
  }
}

type Translate = (key: MessageKey, values?: MessageValues) => string;

function successToast(t: Translate, update: ApplicationUpdate, message: string) {
  if (update.kind === 'decision') return toast({ variant: 'success', ...decisionToast(t, update.decision) });
  return toast({ variant: 'success', title: message });
}

/** The spec's failure toasts (spec 02 section 8), with the server's reason where it gave one. */
function failureToast(t: Translate, update: ApplicationUpdate, reason: string) {
  if (update.kind === 'decision') {
    return toast({
      variant: 'destructive',
      title: t('brandApplications.statusFailed'),
      description: reason,
    });
  }
  if (update.kind === 'counter') {
    return toast({
      variant: 'destructive',
      title: t('brandApplications.counterFailedTitle'),
      description: reason || t('brandApplications.counterFailed'),
    });
  }
  return toast({
    variant: 'destructive',
    title: t('brandApplications.actionFailedTitle'),
    description: reason || t('brandApplications.actionFailed'),
  });
}

/**
 * Approve / Reject, and the negotiation's Accept Proposal / Counter Offer / Reject, on one
 * application of the dialog. The answer replaces the card at once; the event stream brings
 * the rest (counts elsewhere, other tabs).
 */
export function useUpdateApplication(application: Pick<BrandApplication, 'id' | 'campaignId'>) {
  const t = useT();
  const queryClient = useQueryClient();
  const queryKey = applicationKeys.campaign(application.campaignId);
  return useMutation({
    mutationFn: (update: ApplicationUpdate) => request(application.id, update),
    onSuccess: async (result, update) => {
      queryClient.setQueryData<CampaignApplications>(queryKey, (current) =>
        current ? withApplication(current, result.application) : current,
      );
      successToast(t, update, result.message);
      await queryClient.invalidateQueries({ queryKey });
    },
    onError: async (error, update) => {
      failureToast(t, update, error.message);
      // The application may have moved on elsewhere (a 409): show its current state.
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
