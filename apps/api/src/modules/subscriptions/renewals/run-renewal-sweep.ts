import { SUBSCRIPTION_EVENTS } from '@partnerly/contracts';
import { and, eq, gt, inArray, isNotNull, lte, ne, or, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../../context';
import { brandSubscriptions, subscriptionPlans } from '../../../db/schema';
import { afterCommit } from '../../../lib/after-commit';
import { createNotification, noticeCopy } from '../../notifications/create-notification';
import { listWorkspaceOwners } from '../../workspaces/membership';
import { publishToWorkspace } from '../../workspaces/workspace-events';
import { logAttempt } from '../payments/attempt-log';
import { addDays } from '../subscription-state';
import { renewalReminderEmail, subscriptionEndedEmail, billingFormat } from '../subscription-emails';
import { languageOfMember } from '../../profiles/member-language';
import { translatorFor } from '../../../lib/i18n';

export interface RenewalSweepResult {
  /** Brands reminded to pay the next period in this pass. */
  reminded: string[];
  /** Brands whose subscription ended in this pass (now on free). */
  expired: string[];
  /** Brands whose scheduled downgrade took effect in this pass. */
  changed: string[];
}

/** The workspace's owners get billing notices (decision 0041). */
function ownersOf(deps: AppDeps, workspaceId: string) {
  return listWorkspaceOwners(deps.database.db, workspaceId);
}

/**
 * Ziina has no recurring billing, so renewal is a reminder: a few days before
 * next_renewal_date the brand gets an e-mail and a notification with a link that pays the
 * next 30 days. Each period is reminded once (claimed by an update on the row).
 */
async function sendRenewalReminders(deps: AppDeps, now: Date): Promise<string[]> {
  const { db } = deps.database;
  const horizon = addDays(now, deps.env.RENEWAL_REMINDER_DAYS);
  const due = await db
    .select({ subscription: brandSubscriptions, plan: subscriptionPlans })
    .from(brandSubscriptions)
    // A scheduled downgrade makes the next period the lower plan's (decision 0038).
    .innerJoin(
      subscriptionPlans,
      eq(
        subscriptionPlans.id,
        sql`coalesce(${brandSubscriptions.scheduledPlanId}, ${brandSubscriptions.planId})`,
      ),
    )
    .where(
      and(
        eq(brandSubscriptions.status, 'active'),
        isNotNull(subscriptionPlans.priceAed),
        gt(subscriptionPlans.priceAed, 0),
        gt(brandSubscriptions.nextRenewalDate, now),
        lte(brandSubscriptions.nextRenewalDate, horizon),
        or(
          isNull(brandSubscriptions.renewalReminderFor),
          ne(brandSubscriptions.renewalReminderFor, brandSubscriptions.nextRenewalDate),
        ),
      ),
    );
  const reminded: string[] = [];
  for (const { subscription, plan } of due) {
    const [claimed] = await db
      .update(brandSubscriptions)
      .set({ renewalReminderFor: subscription.nextRenewalDate })
      .where(
        and(
          eq(brandSubscriptions.id, subscription.id),
          eq(brandSubscriptions.nextRenewalDate, subscription.nextRenewalDate),
          sql`${brandSubscriptions.renewalReminderFor} is distinct from ${brandSubscriptions.nextRenewalDate}`,
        ),
      )
      .returning({ id: brandSubscriptions.id });
    if (!claimed) continue;
    reminded.push(subscription.workspaceId);
    const amountAed = plan.priceAed ?? 0;
    const renewPath = `/profile?tab=account&renew=${plan.id}`;
    await afterCommit(
      `the renewal reminder of subscription ${subscription.id}`,
      async () => {
        for (const owner of await ownersOf(deps, subscription.workspaceId)) {
          await deps.mail.send(
            renewalReminderEmail(
              {
                to: owner.email,
                planName: plan.name,
                amountAed,
                renewalDate: subscription.nextRenewalDate,
                renewUrl: `${deps.publicUrl}${renewPath}`,
              },
              translatorFor(await languageOfMember(db, owner.userId)),
            ),
          );
        }
      },
      async () => {
        for (const owner of await ownersOf(deps, subscription.workspaceId)) {
          await createNotification(deps, {
            userId: owner.userId,
            type: 'system_update',
            localized: noticeCopy('renewalDue', (translator) => ({
              amount: billingFormat(translator).aed(amountAed),
              date: billingFormat(translator).day(subscription.nextRenewalDate),
              plan: plan.name,
            })),
            link: renewPath,
            email: false,
          });
        }
      },
      () =>
        logAttempt(db, {
          workspaceId: subscription.workspaceId,
          status: 'renewal_reminder',
          planId: plan.id,
          amountFils: amountAed * 100,
          metadata: { next_renewal_date: subscription.nextRenewalDate.toISOString() },
          at: now,
        }),
    );
  }
  return reminded;
}

/**
 * A scheduled downgrade whose next period was paid takes over at the end of the period paid
 * on the higher plan (an unpaid one simply ends with its subscription, below).
 */
async function applyScheduledChanges(deps: AppDeps, now: Date): Promise<string[]> {
  const { db } = deps.database;
  const changed = await db
    .update(brandSubscriptions)
    .set({
      planId: sql`${brandSubscriptions.scheduledPlanId}`,
      scheduledPlanId: null,
      scheduledChangeAt: null,
      customQrCodeLimit: null,
      customRedemptionLimit: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(brandSubscriptions.status, 'active'),
        isNotNull(brandSubscriptions.scheduledPlanId),
        lte(brandSubscriptions.scheduledChangeAt, now),
        gt(brandSubscriptions.nextRenewalDate, now),
      ),
    )
    .returning();
  for (const subscription of changed) {
    await afterCommit(
      `the plan change of subscription ${subscription.id}`,
      () =>
        logAttempt(db, {
          workspaceId: subscription.workspaceId,
          status: 'plan_changed',
          planId: subscription.planId,
          metadata: { kind: 'scheduled_downgrade' },
          at: now,
        }),
      () =>
        publishToWorkspace(deps, subscription.workspaceId, SUBSCRIPTION_EVENTS.updated, {
          planId: subscription.planId,
          status: subscription.status,
        }),
    );
  }
  return changed.map((subscription) => subscription.workspaceId);
}

/** Unpaid and cancelled subscriptions fall back to free at the end of their period. */
async function expireEndedSubscriptions(deps: AppDeps, now: Date): Promise<string[]> {
  const { db } = deps.database;
  const ended = await db
    .update(brandSubscriptions)
    .set({ status: 'expired', scheduledPlanId: null, scheduledChangeAt: null, updatedAt: now })
    .where(
      and(
        inArray(brandSubscriptions.status, ['active', 'cancelled']),
        or(
          and(
            or(eq(brandSubscriptions.status, 'active'), isNull(brandSubscriptions.subscriptionEndDate)),
            lte(brandSubscriptions.nextRenewalDate, now),
          ),
          and(eq(brandSubscriptions.status, 'cancelled'), lte(brandSubscriptions.subscriptionEndDate, now)),
        ),
      ),
    )
    .returning();
  for (const subscription of ended) {
    const planName = async () => {
      const [plan] = await db
        .select({ name: subscriptionPlans.name })
        .from(subscriptionPlans)
        .where(eq(subscriptionPlans.id, subscription.planId));
      return plan?.name ?? subscription.planId;
    };
    await afterCommit(
      `the end notice of subscription ${subscription.id}`,
      async () => {
        for (const owner of await ownersOf(deps, subscription.workspaceId)) {
          await deps.mail.send(
            subscriptionEndedEmail(
              { to: owner.email, planName: await planName(), pricingUrl: `${deps.publicUrl}/pricing` },
              translatorFor(await languageOfMember(db, owner.userId)),
            ),
          );
        }
      },
      async () => {
        for (const owner of await ownersOf(deps, subscription.workspaceId)) {
          await createNotification(deps, {
            userId: owner.userId,
            type: 'system_update',
            localized: noticeCopy('subscriptionEnded', { plan: await planName() }),
            link: '/pricing',
            email: false,
          });
        }
      },
      () =>
        logAttempt(db, {
          workspaceId: subscription.workspaceId,
          status: 'expired',
          planId: subscription.planId,
          at: now,
        }),
      () =>
        publishToWorkspace(deps, subscription.workspaceId, SUBSCRIPTION_EVENTS.updated, {
          planId: 'free',
          status: 'expired',
        }),
    );
  }
  return ended.map((subscription) => subscription.workspaceId);
}

/** One pass of the renewal schedule (run hourly by the job queue). */
export async function runRenewalSweep(deps: AppDeps, now = new Date()): Promise<RenewalSweepResult> {
  const changed = await applyScheduledChanges(deps, now);
  const expired = await expireEndedSubscriptions(deps, now);
  const reminded = await sendRenewalReminders(deps, now);
  return { reminded, expired, changed };
}
