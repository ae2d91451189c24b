import { SUPPORT_MESSAGES, type AdminSupportRequest, type SupportReplyInput } from '@partnerly/contracts';
import { afterCommit } from '../../lib/after-commit';
import { createNotification } from '../notifications/create-notification';
import type { SupportDeps } from './create-support-request';
import { MY_SUPPORT_REQUESTS_PATH, supportReplyEmail } from './support-emails';
import { publishSupportChange } from './support-events';
import { changeSupportRequest } from './support-transition';
import { loadSupportPeople, toAdminSupportRequest } from './support-view';
import { languageOfMember } from '../profiles/member-language';
import { translatorFor } from '../../lib/i18n';

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * An admin's answer (admins and super admins alike, decision 0059): open or answered becomes
 * answered, the reply and who gave it stored (a later answer replaces the earlier one, which
 * the user already has by e-mail); a closed request is refused (409). The answer always
 * reaches the user by e-mail (it is the answer they asked for, not a notification they can
 * switch off) and as a support_reply notification in the app.
 */
export async function replyToSupportRequest(
  deps: SupportDeps,
  adminId: string,
  id: string,
  input: SupportReplyInput,
  now = new Date(),
): Promise<AdminSupportRequest> {
  const { db } = deps.database;
  const { row } = await db.transaction((tx) =>
    changeSupportRequest(tx, adminId, id, {
      from: ['open', 'answered'],
      set: { status: 'answered', reply: input.message, repliedBy: adminId, repliedAt: now },
      refusal: SUPPORT_MESSAGES.replyClosed,
      audit: 'support_answered',
    }),
  );
  const people = await loadSupportPeople(db, [row.userId, adminId]);
  const sender = people.get(row.userId);
  const reply = input.message;

  await afterCommit(
    `the answer to support request ${row.id}`,
    async () => {
      if (sender) {
        const url = `${deps.publicUrl}${MY_SUPPORT_REQUESTS_PATH}`;
        const translator = translatorFor(await languageOfMember(db, row.userId));
        await deps.mail.send(supportReplyEmail({ ...row, reply }, sender, url, translator));
      }
    },
    () =>
      createNotification(deps, {
        userId: row.userId,
        type: 'support_reply',
        localized: (language) => ({
          title: clip(
            translatorFor(language).t('notifications.supportAnswered.title', { subject: row.subject }),
            150,
          ),
          message: clip(reply, 300),
        }),
        link: MY_SUPPORT_REQUESTS_PATH,
        // The e-mail above carries the whole answer, whatever the user's notification e-mails.
        email: false,
      }),
    () => publishSupportChange(deps, row.userId, row.id),
  );
  return toAdminSupportRequest(row, people);
}
