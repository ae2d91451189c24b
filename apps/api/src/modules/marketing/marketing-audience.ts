import type { AppLanguage } from '@partnerly/contracts';
import { and, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { consents, profiles } from '../../db/schema';

// Who receives marketing e-mail (PDPL Art. 4-6: consent, specific and withdrawable): an active
// account (not deleted, not suspended) whose LATEST marketing_emails consent record is an
// opt-in. The switch in user_settings alone is not consent: without a record nobody is mailed.

export interface MarketingRecipient {
  id: string;
  email: string;
  firstName: string | null;
  /** The language their e-mails go out in (issue 25). */
  language: AppLanguage;
}

/**
 * The audience as one condition on profiles. `optedInBy`: only members whose latest choice was
 * made by then (an announcement goes to the members it was confirmed for, less anyone who has
 * opted out since, and not to someone who opted in after it was sent).
 */
function audience(optedInBy?: Date): SQL {
  const latest = (column: SQL) => sql`(
    select ${column} from ${consents}
    where ${consents.userId} = ${profiles.id} and ${consents.subject} = 'marketing_emails'
    order by ${consents.recordedAt} desc, ${consents.id} desc
    limit 1
  )`;
  return and(
    isNull(profiles.deletedAt),
    isNull(profiles.suspendedAt),
    sql`${latest(sql`${consents.granted}`)} is true`,
    optedInBy
      ? sql`${latest(sql`${consents.recordedAt}`)} <= ${optedInBy.toISOString()}::timestamptz`
      : undefined,
  )!;
}

/** How many members an announcement sent now would go to (one query). */
export async function countMarketingRecipients(db: Executor): Promise<number> {
  return db.$count(profiles, audience());
}

/** The members an announcement goes to (one query). */
export async function listMarketingRecipients(db: Executor, optedInBy?: Date): Promise<MarketingRecipient[]> {
  return db
    .select({
      id: profiles.id,
      email: profiles.email,
      firstName: profiles.firstName,
      language: profiles.language,
    })
    .from(profiles)
    .where(audience(optedInBy))
    .orderBy(profiles.id);
}
