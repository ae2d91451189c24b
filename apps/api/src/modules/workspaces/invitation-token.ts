import { createHash, randomBytes } from 'node:crypto';

/** The SHA-256 (hex) of an invitation token: the only form of it the database keeps. */
export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new invitation link token (32 random bytes, base64url) and its hash. */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
}
