import { SUBSCRIPTION_MESSAGES, type EnterpriseInquiryInput } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../../context';
import { hashKeyPart, takeAllowances, type Allowance } from '../../../db/rate-limits';
import { authUsers, enterpriseInquiries } from '../../../db/schema';
import { afterCommit } from '../../../lib/after-commit';
import { tooManyRequests } from '../../../middleware/errors';
import { enterpriseInquiryEmail } from '../subscription-emails';

// The form is public (registration sends it before an account exists), so each inquiry, which
// e-mails sales, is limited per address and per client. A client's limit is higher: colleagues
// behind one office address may each ask.
const INQUIRY_LIMITS = {
  perAddress: { windowSeconds: 60 * 60, max: 5 },
  perClient: { windowSeconds: 60 * 60, max: 10 },
} as const;

export interface InquirySender {
  /** The signed-in user, if any. */
  userId: string | null;
  /** The client's address; undefined for in-process calls. */
  clientIp: string | undefined;
}

function inquiryAllowances(email: string, clientIp: string | undefined): Allowance[] {
  const allowances: Allowance[] = [
    { key: `enterprise-inquiry:email:${hashKeyPart(email)}`, ...INQUIRY_LIMITS.perAddress },
  ];
  if (clientIp) {
    allowances.push({ key: `enterprise-inquiry:ip:${hashKeyPart(clientIp)}`, ...INQUIRY_LIMITS.perClient });
  }
  return allowances;
}

/**
 * Stores an enterprise inquiry and e-mails it to the sales address. Open to visitors (the
 * registration flow sends it before an account exists); a signed-in brand's account is linked.
 */
export async function sendEnterpriseInquiry(
  deps: AppDeps,
  { userId, clientIp }: InquirySender,
  input: EnterpriseInquiryInput,
) {
  const now = new Date();
  const { db } = deps.database;
  const email = input.email.toLowerCase();
  // Counted atomically before anything is stored: concurrent requests cannot pass together.
  const allowed = await takeAllowances(db, inquiryAllowances(email, clientIp), now.getTime());
  if (!allowed.isAllowed) {
    throw tooManyRequests(
      'You have sent several inquiries already. We will contact you within 24 hours.',
      allowed.retryAfterSeconds,
    );
  }
  const [account] = userId
    ? await db.select({ email: authUsers.email }).from(authUsers).where(eq(authUsers.id, userId))
    : [];
  const [row] = await db
    .insert(enterpriseInquiries)
    .values({ ...input, email, userId, createdAt: now })
    .returning({ id: enterpriseInquiries.id });
  await afterCommit(`the e-mail of enterprise inquiry ${row!.id} to sales`, () =>
    deps.mail.send(enterpriseInquiryEmail(deps.env.SALES_EMAIL, { ...input, email }, account?.email)),
  );
  return { id: row!.id, message: SUBSCRIPTION_MESSAGES.inquirySent };
}
