import {
  ENTERPRISE_ADMIN_MESSAGES,
  ENTERPRISE_GRANT_MAX_DAYS,
  privateCodeExpiresAt,
  type EnterpriseGrant,
} from '@partnerly/contracts';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../../context';
import type { Tx } from '../../../db/client';
import { brandSubscriptions, workspaceMembers } from '../../../db/schema';
import { AppError } from '../../../middleware/errors';
import { recordAdminAction } from '../../admin/admin-actions';
import { listWorkspaceOwners } from '../../workspaces/membership';
import { recordActivity } from '../../workspaces/record-activity';
import { summariseWorkspace } from '../../workspaces/workspace-summaries';
import { logAttempt } from '../payments/attempt-log';
import { getPlanOrThrow } from '../plans/plans.service';
import { addDays, describeAccess, findSubscription } from '../subscription-state';
import { tellOwnersOfEnterprise } from './enterprise-notices';
import { billingFormat } from '../subscription-emails';

/** The moment a grant ending on `endsOn` ends: the end of that day in the UAE. */
function endOf(endsOn: string, now: Date): Date {
  const endsAt = privateCodeExpiresAt(endsOn);
  if (endsAt <= now) {
    throw new AppError('VALIDATION_FAILED', ENTERPRISE_ADMIN_MESSAGES.endsOnPast, {
      endsOn: [ENTERPRISE_ADMIN_MESSAGES.endsOnPast],
    });
  }
  if (endsAt > addDays(now, ENTERPRISE_GRANT_MAX_DAYS)) {
    throw new AppError('VALIDATION_FAILED', ENTERPRISE_ADMIN_MESSAGES.endsOnTooFar, {
      endsOn: [ENTERPRISE_ADMIN_MESSAGES.endsOnTooFar],
    });
  }
  return endsAt;
}

async function assertBrandWorkspace(tx: Tx, workspaceId: string): Promise<void> {
  const [member] = await tx
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .limit(1);
  if (!member) throw new AppError('NOT_FOUND', ENTERPRISE_ADMIN_MESSAGES.workspaceNotFound);
}

/**
 * Grants or extends the Enterprise plan with custom limits until the end of `endsOn` in the UAE
 * (issue 19 item 8; super admins, decision 0059). The subscription row is written as payments
 * write it (decision 0038), so the limits service and the renewal sweep read it like any other:
 * - the brand on Enterprise now: the subscription runs on to the new end with the new limits,
 *   its usage cycle kept;
 * - on another plan with access: Enterprise from now, the same usage cycle (as an upgrade);
 * - without access: a new subscription and usage cycle from now.
 * A cancellation or scheduled downgrade is dropped. At the end the renewal sweep moves the brand
 * to free and tells it; no renewal reminder goes out (Enterprise has no price). Blank limits are
 * the Enterprise plan's own (effectiveLimits). One audit row names the first owner.
 */
export async function grantEnterprise(
  deps: AppDeps,
  adminId: string,
  workspaceId: string,
  grant: EnterpriseGrant,
  now = new Date(),
): Promise<{ isExtension: boolean }> {
  const endsAt = endOf(grant.endsOn, now);
  const plan = await getPlanOrThrow(deps.database.db, 'enterprise');
  const isExtension = await deps.database.db.transaction(async (tx) => {
    await assertBrandWorkspace(tx, workspaceId);
    // Serialises with a payment activating the brand's first subscription (no row to lock yet).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`subscription:${workspaceId}`}))`);
    const current = await findSubscription(tx, workspaceId, { shouldLock: true });
    const access = describeAccess(current, now);
    const wasEnterprise = access.hasAccess && access.effectivePlanId === 'enterprise';
    const limits = { customQrCodeLimit: grant.qrCodeLimit, customRedemptionLimit: grant.redemptionLimit };
    const period = {
      planId: plan.id,
      status: 'active' as const,
      nextRenewalDate: endsAt,
      subscriptionEndDate: null,
      cancellationDate: null,
      scheduledPlanId: null,
      scheduledChangeAt: null,
      renewalReminderFor: null,
      ...limits,
      updatedAt: now,
    };
    if (current) {
      await tx
        .update(brandSubscriptions)
        .set({ ...period, ...(access.hasAccess ? {} : { billingCycleStart: now }) })
        .where(eq(brandSubscriptions.id, current.id));
    } else {
      await tx
        .insert(brandSubscriptions)
        .values({ ...period, workspaceId, billingCycleStart: now, createdAt: now });
    }
    const details = {
      workspaceId,
      workspaceName: (await summariseWorkspace(tx, workspaceId)).companyName,
      from: {
        planId: access.effectivePlanId,
        status: access.status,
        accessEndsAt: access.accessEndsAt?.toISOString() ?? null,
        customQrCodeLimit: current?.customQrCodeLimit ?? null,
        customRedemptionLimit: current?.customRedemptionLimit ?? null,
      },
      to: { planId: plan.id, endsAt: endsAt.toISOString(), ...limits },
      isExtension: wasEnterprise,
    };
    const [owner] = await listWorkspaceOwners(tx, workspaceId);
    await recordAdminAction(tx, {
      adminId,
      targetUserId: owner?.userId ?? null,
      actionType: 'enterprise_granted',
      details,
      at: now,
    });
    await logAttempt(tx, {
      workspaceId,
      status: 'enterprise_granted',
      planId: plan.id,
      metadata: details,
      at: now,
    });
    await recordActivity(tx, {
      workspaceId,
      actorId: adminId,
      actorName: 'Partnerly team',
      action: 'subscription_changed',
      subject: plan.name,
      details: {
        kind: wasEnterprise ? 'enterprise_extended' : 'enterprise_granted',
        endsAt: endsAt.toISOString(),
      },
    });
    return wasEnterprise;
  });

  const qr = grant.qrCodeLimit ?? plan.maxPrivateQrCodesMonthly;
  const redemptions = grant.redemptionLimit ?? plan.maxRedemptionsPerCode;
  await tellOwnersOfEnterprise(deps, workspaceId, (translator) => {
    const { t } = translator;
    const values = {
      date: billingFormat(translator).date(endsAt),
      qr,
      redemptions,
      campaigns: plan.maxCampaigns,
      creators: plan.maxCreatorsPerCampaign,
    };
    const copy = isExtension ? 'enterpriseUpdated' : 'enterpriseActive';
    return {
      title: t(`notifications.${copy}.title`),
      message: t(`notifications.${copy}.message`, values),
      details: [t('email.enterprise.planLimits', values), t('email.enterprise.accountManager')],
    };
  });
  return { isExtension };
}
