import { createHmac, timingSafeEqual } from 'node:crypto';

// The one-click opt-out link's token (RFC 8058): `{user id, base64url}.{signature}`, the signature
// an HMAC-SHA256 over the purpose and the user id with a key derived from the auth secret for
// this purpose only, so a token made for anything else never passes here. It does not expire:
// the link must keep working for as long as the e-mail sits in a mailbox, and all it can do is
// switch marketing e-mails off for that member (idempotent, undone in Profile Settings). A new
// AUTH_SECRET voids every link sent before it.

const PURPOSE = 'marketing-unsubscribe';

export interface UnsubscribeTokens {
  /** The token for this member's links. */
  sign(userId: string): string;
  /** The member a token names, or null when it is malformed, tampered with or made with another key. */
  verify(token: string): string | null;
}

export function unsubscribeTokens(authSecret: string): UnsubscribeTokens {
  const key = createHmac('sha256', authSecret).update(`partnerly-${PURPOSE}`).digest();
  const signatureOf = (userId: string) => createHmac('sha256', key).update(`${PURPOSE}:${userId}`).digest();
  return {
    sign(userId) {
      const id = Buffer.from(userId, 'utf8').toString('base64url');
      return `${id}.${signatureOf(userId).toString('base64url')}`;
    },
    verify(token) {
      const [id, signature, ...rest] = token.split('.');
      if (!id || !signature || rest.length > 0) return null;
      const userId = Buffer.from(id, 'base64url').toString('utf8');
      // base64url decoding skips what is not base64url: the id must encode back to itself.
      if (!userId || Buffer.from(userId, 'utf8').toString('base64url') !== id) return null;
      const actual = Buffer.from(signature, 'base64url');
      const expected = signatureOf(userId);
      const isSigned = actual.length === expected.length && timingSafeEqual(actual, expected);
      // Only the canonical spelling: no second form of a token (spare bits, stray characters).
      return isSigned && actual.toString('base64url') === signature ? userId : null;
    },
  };
}
