import { SUBSCRIPTION_MESSAGES, type EnterpriseInquiryInput } from '@partnerly/contracts';
import { and, eq, gt } from 'drizzle-orm';
import type { AppDeps } from '../../../context';
import { authUsers, enterpriseInquiries } from '../../../db/schema';
import { AppError } from '../../../middleware/errors';
import { enterpriseInquiryEmail } from '../subscription-emails';

/** Inquiries accepted per e-mail address per hour (the form is public during registration). */
const MAX_INQUIRIES_PER_HOUR = 5;

/**
 * Stores an enterprise inquiry and e-mails it to the sales address. Open to visitors (the
 * registration flow sends it before an account exists); a signed-in brand's account is linked.
 */
export async function sendEnterpriseInquiry(
  deps: AppDeps,
  userId: string | null,
  input: EnterpriseInquiryInput,
) {
  const now = new Date();
  const { db } = deps.database;
  const email = input.email.toLowerCase();
  const recent = await db.$count(
    enterpriseInquiries,
    and(
      eq(enterpriseInquiries.email, email),
      gt(enterpriseInquiries.createdAt, new Date(now.getTime() - 3_600_000)),
    ),
  );
  if (recent >= MAX_INQUIRIES_PER_HOUR) {
    throw new AppError(
      'TOO_MANY_REQUESTS',
      'You have sent several inquiries already. We will contact you within 24 hours.',
    );
  }
  const [account] = userId
    ? await db.select({ email: authUsers.email }).from(authUsers).where(eq(authUsers.id, userId))
    : [];
  const [row] = await db
    .insert(enterpriseInquiries)
    .values({ ...input, email, userId, createdAt: now })
    .returning({ id: enterpriseInquiries.id });
  try {
    await deps.mail.send(enterpriseInquiryEmail(deps.env.SALES_EMAIL, { ...input, email }, account?.email));
  } catch (error) {
    console.error(`Enterprise inquiry ${row!.id}: the e-mail to sales failed`, error);
    throw new AppError('INTERNAL', 'Failed to send inquiry. Please try again.');
  }
  return { id: row!.id, message: SUBSCRIPTION_MESSAGES.inquirySent };
}
