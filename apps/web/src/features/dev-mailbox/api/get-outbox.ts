import { outboxListSchema, type OutboxEmail } from '@partnerly/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * GET /api/dev/outbox: e-mails kept by the local outbox, newest first (404 when SMTP is on, 403
 * to a browser on another computer).
 */
async function getOutbox(signal?: AbortSignal): Promise<OutboxEmail[]> {
  const body = await apiFetch<unknown>('/dev/outbox', { signal });
  return outboxListSchema.parse(body).items;
}

export function useOutbox() {
  return useQuery({ queryKey: ['dev', 'outbox'], queryFn: ({ signal }) => getOutbox(signal), staleTime: 0 });
}
