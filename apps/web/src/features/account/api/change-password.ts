import type { ChangePasswordInput, PasswordChanged } from '@partnerly/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * POST /api/account/change-password: the server checks the current password, sets the new
 * one, ends the other sessions and renews this browser's session cookie.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      apiFetch<PasswordChanged>('/account/change-password', { method: 'POST', body: input }),
  });
}
