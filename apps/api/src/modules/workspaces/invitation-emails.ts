import { type WorkspaceRole, WORKSPACE_INVITATION_DAYS } from '@partnerly/contracts';
import { emailHtml, linkParagraph } from '../../integrations/mailer/email-layout';
import type { MailMessage } from '../../integrations/mailer/mailer';
import { html } from '../../lib/html';
import { translatorFor, type Translator } from '../../lib/i18n';

/** The e-mailed invitation to join a brand workspace, with its link (sent again on resend). */
export function workspaceInvitationEmail(
  input: {
    to: string;
    /** The inviter's name; 'Someone' in the e-mail's language when unknown. */
    inviterName: string | null;
    workspaceName: string;
    role: WorkspaceRole;
    acceptUrl: string;
  },
  translator: Translator = translatorFor('en'),
): MailMessage {
  const { to, workspaceName, role, acceptUrl } = input;
  const { t } = translator;
  const values = {
    inviter: input.inviterName ?? t('email.invitation.someone'),
    workspace: workspaceName,
    role,
    days: WORKSPACE_INVITATION_DAYS,
  };
  const invited = t('email.invitation.invited', values);
  const how = t('email.invitation.how', values);
  const ignore = t('email.invitation.ignore');
  const label = t('email.invitation.action');
  return {
    to,
    subject: t('email.invitation.subject', values),
    text: [invited, '', how, '', `${label}: ${acceptUrl}`, '', ignore].join('\n'),
    html: emailHtml(
      t('email.invitation.title'),
      html`<p>${invited}</p>
        <p>${how}</p>
        ${linkParagraph(acceptUrl, label)}
        <p>${ignore}</p>`,
      undefined,
      translator,
    ),
  };
}
