import { SUBSCRIPTION_EVENTS } from '@partnerly/contracts';
import type { AppDeps } from '../../../context';
import { afterCommit } from '../../../lib/after-commit';
import { createNotification, noticeCopy } from '../../notifications/create-notification';
import { listWorkspaceOwners } from '../../workspaces/membership';
import { publishToWorkspace } from '../../workspaces/workspace-events';
import { getPlanOrThrow } from '../plans/plans.service';
import type { TaxDocumentRow } from '../invoices/issue-tax-documents';
import {
  refundDueEmail,
  subscriptionActivatedEmail,
  taxDocumentEmail,
  billingFormat,
} from '../subscription-emails';
import type { SubscriptionRow } from '../subscription-state';
import type { PaymentRow } from './payment-view';
import { languageOfMember } from '../../profiles/member-language';
import { translatorFor } from '../../../lib/i18n';

/**
 * After the activating transaction committed: one confirmation e-mail, one in-app
 * notification and a subscription.updated event. Failures are logged, never undo the payment.
 */
export async function announceActivation(
  deps: AppDeps,
  payment: PaymentRow,
  subscription: SubscriptionRow,
  invoice: TaxDocumentRow,
) {
  const { db } = deps.database;
  const paidUntil = subscription.nextRenewalDate;
  await afterCommit(
    `the activation notice of payment ${payment.id}`,
    async () => {
      const plan = await getPlanOrThrow(db, payment.planId);
      for (const owner of await listWorkspaceOwners(db, payment.workspaceId)) {
        await deps.mail.send(
          subscriptionActivatedEmail(
            {
              to: owner.email,
              planName: plan.name,
              amountFils: payment.amountFils,
              periodStart: payment.periodStart ?? payment.completedAt ?? new Date(),
              periodEnd: payment.periodEnd ?? paidUntil,
              paidUntil,
              paymentId: payment.id,
              dashboardUrl: `${deps.publicUrl}/dashboard`,
            },
            translatorFor(await languageOfMember(db, owner.userId)),
          ),
        );
      }
    },
    // The tax invoice, issued with the payment: to the workspace's billing people (its owners).
    async () => {
      for (const owner of await listWorkspaceOwners(db, payment.workspaceId)) {
        const translator = translatorFor(await languageOfMember(db, owner.userId));
        await deps.mail.send(taxDocumentEmail(owner.email, invoice, deps.publicUrl, translator));
      }
    },
    async () => {
      const plan = await getPlanOrThrow(db, payment.planId);
      for (const owner of await listWorkspaceOwners(db, payment.workspaceId)) {
        await createNotification(deps, {
          userId: owner.userId,
          type: 'payment_received',
          localized: noticeCopy('paymentSuccessful', (translator) => ({
            plan: plan.name,
            date: billingFormat(translator).day(paidUntil),
          })),
          link: '/profile?tab=account',
          email: false,
        });
      }
    },
  );
  await publishToWorkspace(deps, payment.workspaceId, SUBSCRIPTION_EVENTS.updated, {
    planId: subscription.planId,
    status: subscription.status,
  });
}

/**
 * After a payment completed for a deleted account committed: the team gets the details to
 * refund it (TEAM_EMAIL). The mail is queued with retries; a failure to queue is logged.
 */
export function reportRefundDue(
  deps: AppDeps,
  payment: PaymentRow,
  creditNote: TaxDocumentRow,
): Promise<void> {
  return afterCommit(`the refund-due report of payment ${payment.id}`, async () => {
    const plan = await getPlanOrThrow(deps.database.db, payment.planId);
    await deps.mail.send(
      refundDueEmail(deps.env.TEAM_EMAIL, {
        id: payment.id,
        provider: payment.provider,
        providerIntentId: payment.providerIntentId,
        planName: plan.name,
        amountAed: payment.amountFils / 100,
        completedAt: payment.completedAt ?? new Date(),
        invoiceNumber: creditNote.invoiceNumber,
        creditNoteNumber: creditNote.number,
      }),
    );
  });
}
