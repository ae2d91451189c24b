import {
  VERIFICATION_EVENTS,
  WORKSPACE_EVENTS,
  type MyVerification,
  type RequestVerificationValues,
  type UploadResponse,
  type VerificationRequest,
} from '@partnerly/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { workspaceKeys } from '@/api/workspace/workspace-keys';
import { toast } from '@/components/ui/use-toast';
import { apiFetch, isApiError } from '@/lib/api-client';
import { useInvalidateOnServerEvents } from '@/lib/event-stream';
import { useT } from '@/lib/i18n/i18n-provider';
import { meQueryKey } from '@/lib/session';
import { uploadImage } from '@/lib/upload-image';

const verificationKeys = { mine: ['verification', 'mine'] as const };

// An admin's decision reaches the requester as verifications.changed; a brand's teammates (and a
// co-owner's request) as workspace.changed.
const LIVE_EVENTS = [VERIFICATION_EVENTS.changed, WORKSPACE_EVENTS.changed];

/** GET /api/verification-requests/mine: where the caller stands and their latest request, live. */
export function useMyVerification() {
  useInvalidateOnServerEvents(LIVE_EVENTS, verificationKeys.mine);
  return useQuery({
    queryKey: verificationKeys.mine,
    queryFn: ({ signal }) => apiFetch<MyVerification>('/verification-requests/mine', { signal }),
  });
}

/**
 * POST /api/verification-requests. A 400 names the fields (the form shows them); another
 * refusal (already pending or verified, owners only) toasts the server's words. The profile's
 * status (me), the brand's (workspace) and the card refetch.
 */
export function useRequestVerification() {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RequestVerificationValues) =>
      apiFetch<VerificationRequest>('/verification-requests', { method: 'POST', body: request }),
    onSuccess: () => {
      toast({
        variant: 'success',
        title: t('verification.requestedTitle'),
        description: t('verification.requestedBody'),
      });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 400 && Object.keys(error.fields).length > 0) return;
      toast({
        variant: 'destructive',
        title: t('verification.requestFailed'),
        description: isApiError(error) ? error.message : undefined,
      });
    },
    onSettled: () =>
      Promise.all(
        [verificationKeys.mine, meQueryKey, workspaceKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** POST /api/uploads (purpose verification-document): a screenshot or a licence, kept private. */
export function useUploadEvidence() {
  return useMutation({
    mutationFn: ({
      file,
      onProgress,
    }: {
      file: File;
      onProgress(percent: number): void;
    }): Promise<UploadResponse> => uploadImage(file, 'verification-document', onProgress),
  });
}
