import {
  type createPrivateCodeInput,
  PRIVATE_CODES_EVENT,
  SUBSCRIPTION_EVENTS,
  type PrivateCode,
  type PrivateCodesOverview,
  type PrivateCodeStatus,
} from '@partnerly/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { subscriptionKeys } from '@/api/subscriptions/subscription-keys';
import { toast } from '@/components/ui/use-toast';
import { apiFetch, apiPath, isApiError } from '@/lib/api-client';
import { useInvalidateOnServerEvents } from '@/lib/event-stream';
import { useT } from '@/lib/i18n/i18n-provider';
import type { z } from 'zod';
import { privateCodeKeys } from './private-code-keys';

/** The body of POST /api/private-codes as the schema reads it (trimmed, max uses a number). */
export type CreatePrivateCodeRequest = z.output<typeof createPrivateCodeInput>;

/** A refusal the brand can act on keeps the server's words (the monthly limit, a lost connection). */
const reasonOf = (error: Error) =>
  isApiError(error) && (error.status === 0 || (error.status >= 400 && error.status < 500))
    ? error.message
    : undefined;

// A plan change (paid upgrade, renewal, cancellation) changes what the tab says about the plan.
const LIVE_EVENTS = [PRIVATE_CODES_EVENT, SUBSCRIPTION_EVENTS.updated];

/**
 * GET /api/private-codes: stats, plan facts, codes (newest first) and the latest 10 redemption
 * attempts. Live: every change and every attempt on a public page arrives as
 * private-codes.changed and refetches it, as does a change of plan (nothing polls).
 */
export function usePrivateCodes() {
  useInvalidateOnServerEvents(LIVE_EVENTS, privateCodeKeys.all);
  return useQuery({
    queryKey: privateCodeKeys.overview,
    queryFn: ({ signal }) => apiFetch<PrivateCodesOverview>('/private-codes', { signal }),
  });
}

/**
 * POST /api/private-codes. A 400 names the wrong fields (the form shows them); a refusal of the
 * plan (403: the monthly limit, no plan) toasts the server's words; anything else the spec's
 * 'Failed to create private referral code'. The month's count changes, so the plan's usage
 * refetches too.
 */
export function useCreatePrivateCode() {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreatePrivateCodeRequest) =>
      apiFetch<PrivateCode>('/private-codes', { method: 'POST', body: request }),
    onSuccess: (code) => {
      toast({ variant: 'success', title: t('privateCodes.created'), description: code.code });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 400 && Object.keys(error.fields).length > 0) return;
      toast({
        variant: 'destructive',
        title: t('privateCodes.createFailed'),
        description: reasonOf(error),
      });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: privateCodeKeys.all });
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.mine });
    },
  });
}

/** PATCH /api/private-codes/:id: activate or deactivate ('Failed to update code status'). */
export function useSetPrivateCodeStatus() {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: PrivateCodeStatus }) =>
      apiFetch<PrivateCode>(apiPath`/private-codes/${id}`, { method: 'PATCH', body: { status } }),
    onSuccess: (code) => {
      toast({
        variant: 'success',
        title: code.status === 'active' ? t('privateCodes.activated') : t('privateCodes.deactivated'),
        description:
          code.status === 'active'
            ? t('privateCodes.activatedDetail', { code: code.code })
            : t('privateCodes.deactivatedDetail', { code: code.code }),
      });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: t('privateCodes.statusFailed'),
        description: reasonOf(error),
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: privateCodeKeys.all }),
  });
}

/** DELETE /api/private-codes/:id after the confirm dialog ('Failed to delete private referral code'). */
export function useDeletePrivateCode() {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: Pick<PrivateCode, 'id' | 'code'>) =>
      apiFetch<void>(apiPath`/private-codes/${code.id}`, { method: 'DELETE' }),
    onSuccess: (_answer, code) => {
      toast({ variant: 'success', title: t('privateCodes.deleted'), description: code.code });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: t('privateCodes.deleteFailed'),
        description: reasonOf(error),
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: privateCodeKeys.all }),
  });
}
