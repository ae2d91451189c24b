import { type WorkspaceRole, WORKSPACE_INVITATION_DAYS } from '@partnerly/contracts';
import { emailHtml, linkParagraph } from '../../integrations/mailer/email-layout';
import type { MailMessage } from '../../integrations/mailer/mailer';
import { html } from '../../lib/html';

const ROLE_WORDS: Record<WorkspaceRole, string> = {
  owner: 'an owner',
  manager: 'a manager',
  member: 'a member',
};

/** The e-mailed invitation to join a brand workspace, with its link (sent again on resend). */
export function workspaceInvitationEmail(input: {
  to: string;
  inviterName: string;
  workspaceName: string;
  role: WorkspaceRole;
  acceptUrl: string;
}): MailMessage {
  const { to, inviterName, workspaceName, role, acceptUrl } = input;
  const invited = `${inviterName} invited you to join ${workspaceName} on Partnerly as ${ROLE_WORDS[role]}.`;
  const how = `Open the link to sign in or create your brand account with this e-mail address and join. The link works for ${WORKSPACE_INVITATION_DAYS} days.`;
  const ignore = 'If you did not expect this invitation, you can ignore this e-mail.';
  const label = 'Accept the invitation';
  return {
    to,
    subject: `${inviterName} invited you to ${workspaceName} on Partnerly`,
    text: [invited, '', how, '', `${label}: ${acceptUrl}`, '', ignore].join('\n'),
    html: emailHtml(
      'You are invited to a brand workspace',
      html`<p>${invited}</p>
        <p>${how}</p>
        ${linkParagraph(acceptUrl, label)}
        <p>${ignore}</p>`,
    ),
  };
}
