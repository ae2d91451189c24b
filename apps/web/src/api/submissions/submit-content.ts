import type { SubmissionResult, SubmitContentInput } from '@partnerly/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { creatorWorkKeys } from './creator-work-keys';

/** POST /api/submissions: submit (or resubmit) one platform's content; the work refetches. */
export function useSubmitContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubmitContentInput) =>
      apiFetch<SubmissionResult>('/submissions', { method: 'POST', body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: creatorWorkKeys.all }),
  });
}
