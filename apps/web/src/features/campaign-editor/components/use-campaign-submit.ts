import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';
import { subscriptionKeys } from '@/api/subscriptions/subscription-keys';
import { useSaveCampaign } from '../api/save-campaign';
import {
  formToPayload,
  serverFieldErrors,
  type CampaignFormErrors,
  type CampaignFormState,
} from './campaign-form-state';

/** Spec 02 section 8: the follow-up toast comes one second after 'published'. */
const FOLLOW_UP_DELAY_MS = 1000;
/** Statuses with which the API refuses a create for the plan (no subscription, limit reached). */
const PLAN_REFUSALS = [402, 403, 409];

interface SubmitOptions {
  campaignId?: string;
  /** The API's field messages (400): shown beside the fields. */
  onInvalid(errors: CampaignFormErrors): void;
  onSaved(campaign: { id: string; title: string }): void;
  /** The API refused the create for the plan: show the upgrade prompt with its message. */
  onPlanRefusal(message: string): void;
}

/**
 * Saves a form the resolver found valid and turns every answer into what the brand sees;
 * showInvalid is the toast of a refused form (checked here or by the API).
 */
export function useCampaignSubmit({ campaignId, onInvalid, onSaved, onPlanRefusal }: SubmitOptions) {
  const t = useT();
  const save = useSaveCampaign();
  const queryClient = useQueryClient();
  const isEdit = Boolean(campaignId);

  const showInvalid = (errors?: CampaignFormErrors) => {
    if (errors) onInvalid(errors);
    toast({ title: t('campaignEditor.formInvalid'), variant: 'destructive' });
  };

  const onError = (error: unknown) => {
    if (isApiError(error) && error.status === 400) {
      const fieldErrors = serverFieldErrors(error.fields);
      if (Object.keys(fieldErrors).length > 0) return showInvalid(fieldErrors);
    }
    if (!isEdit && isApiError(error) && PLAN_REFUSALS.includes(error.status)) {
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.limits });
      return onPlanRefusal(error.message);
    }
    if (isApiError(error) && error.status === 401) {
      return toast({ title: t('campaignEditor.loginRequired'), variant: 'destructive' });
    }
    toast({
      title: isEdit ? t('campaignEditor.updateFailed') : t('campaignEditor.createFailed'),
      description: isApiError(error) && error.status !== 500 ? error.message : t('campaignEditor.unexpected'),
      variant: 'destructive',
    });
  };

  const submit = (state: CampaignFormState) => {
    save.mutate(
      { campaignId, values: formToPayload(state) },
      {
        onSuccess: ({ campaign }) => {
          if (isEdit) {
            toast({ title: t('campaignEditor.updated'), variant: 'success' });
          } else {
            toast({ title: t('campaignEditor.created'), variant: 'success' });
            setTimeout(
              () => toast({ title: t('campaignEditor.createdFollowUp'), variant: 'success' }),
              FOLLOW_UP_DELAY_MS,
            );
          }
          onSaved({ id: campaign.id, title: campaign.title });
        },
        onError,
      },
    );
  };

  return { submit, showInvalid: () => showInvalid(), isSaving: save.isPending };
}
