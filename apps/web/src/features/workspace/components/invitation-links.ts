import type { WorkspaceRole } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import type { MessageValues } from '@/lib/i18n/i18n-provider';

/** The invitation page's own address, where sign-up and sign-in come back to. */
export const invitationPath = (token: string) => `/invitations/${encodeURIComponent(token)}`;

/**
 * The auth card for the invitee: a brand account (a workspace is a brand account), the invited
 * address and (for sign-up) the workspace as the company prefilled, and back to the invitation
 * afterwards (the auth page honours `redirectTo` before onboarding for an invitation).
 */
export function invitationAuthPath(
  tab: 'signup' | 'signin',
  token: string,
  email: string,
  company?: string,
): string {
  const params = new URLSearchParams({ tab, userType: 'brand', email, redirectTo: invitationPath(token) });
  if (tab === 'signup' && company) params.set('company', company);
  return `/auth?${params}`;
}

/** "You're invited to join Acme on Partnerly as a manager". */
export function invitationHeadline(
  t: (key: MessageKey, values?: MessageValues) => string,
  workspaceName: string,
  role: WorkspaceRole,
): string {
  return t('workspace.invitation.headline', { workspace: workspaceName, role });
}

/** Whether the signed-in address is another one than the invited one (addresses compare case-blind). */
export const isOtherAddress = (signedIn: string, invited: string) =>
  signedIn.trim().toLowerCase() !== invited.trim().toLowerCase();
