import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/lib/api-client';

export const outboxEmailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

const outboxResponseSchema = z.object({ items: z.array(outboxEmailSchema) });

/**
 * GET /api/dev/outbox: e-mails kept by the local outbox, newest first (404 when SMTP is on, 403
 * to a browser on another computer).
 */
export async function getOutbox(signal?: AbortSignal): Promise<OutboxEmail[]> {
  const body = await apiFetch<unknown>('/dev/outbox', { signal });
  return outboxResponseSchema.parse(body).items;
}

export function useOutbox() {
  return useQuery({ queryKey: ['dev', 'outbox'], queryFn: ({ signal }) => getOutbox(signal), staleTime: 0 });
}
