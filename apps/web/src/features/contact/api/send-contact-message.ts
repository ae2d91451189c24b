import type { ContactMessage, ContactMessageSent } from '@partnerly/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/contact (body: contracts' contactMessageInput): stored and e-mailed to the team. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (message: ContactMessage) =>
      apiFetch<ContactMessageSent>('/contact', { method: 'POST', body: message }),
  });
}
