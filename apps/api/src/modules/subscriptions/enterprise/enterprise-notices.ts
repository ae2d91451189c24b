import { SUBSCRIPTION_EVENTS } from '@partnerly/contracts';
import type { AppDeps } from '../../../context';
import { afterCommit } from '../../../lib/after-commit';
import { createNotification } from '../../notifications/create-notification';
import { listWorkspaceOwners } from '../../workspaces/membership';
import { publishToWorkspace } from '../../workspaces/workspace-events';
import { getSubscriptionLimits } from '../limits/get-limits';
import { enterpriseUpdatedEmail } from '../subscription-emails';
import { languageOfMember } from '../../profiles/member-language';
import { translatorFor, type Translator } from '../../../lib/i18n';

/** Where the brand sees its plan and limits. */
const ACCOUNT_PATH = '/profile?tab=account';

interface EnterpriseNoticeCopy {
  title: string;
  /** The notification's text; the e-mail's first paragraph. */
  message: string;
  /** More paragraphs of the e-mail (the limits, the end date). */
  details?: string[];
}

/** The notice's words in a language (issue 25: each owner reads it in theirs). */
export type EnterpriseNotice = (translator: Translator) => EnterpriseNoticeCopy;

/**
 * After a committed enterprise change: the workspace's people refetch their plan and limits;
 * every owner (billing belongs to owners, decision 0041) gets an 'enterprise_updated'
 * notification and, as for every billing change, an e-mail whatever their notification settings.
 */
export function tellOwnersOfEnterprise(
  deps: AppDeps,
  workspaceId: string,
  notice: EnterpriseNotice,
): Promise<void> {
  const owners = () => listWorkspaceOwners(deps.database.db, workspaceId);
  return afterCommit(
    `the enterprise notice of workspace ${workspaceId}`,
    async () => {
      const limits = await getSubscriptionLimits(deps.database.db, workspaceId);
      await publishToWorkspace(deps, workspaceId, SUBSCRIPTION_EVENTS.updated, {
        planId: limits.planId,
        status: limits.subscriptionStatus,
      });
    },
    async () => {
      for (const owner of await owners()) {
        await createNotification(deps, {
          userId: owner.userId,
          type: 'enterprise_updated',
          localized: (language) => notice(translatorFor(language)),
          link: ACCOUNT_PATH,
          email: false,
        });
      }
    },
    async () => {
      for (const owner of await owners()) {
        const translator = translatorFor(await languageOfMember(deps.database.db, owner.userId));
        const copy = notice(translator);
        await deps.mail.send(
          enterpriseUpdatedEmail(
            {
              to: owner.email,
              title: copy.title,
              lines: [copy.message, ...(copy.details ?? [])],
              accountUrl: `${deps.publicUrl}${ACCOUNT_PATH}`,
            },
            translator,
          ),
        );
      }
    },
  );
}
