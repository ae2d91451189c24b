import type { PublicConfig } from '@partnerly/contracts';
import type { AppDeps } from '../../context';
import { isOutboxReadable } from '../dev/dev.service';

/**
 * What the web app may offer this client: Google sign-in when configured, the local outbox
 * when no SMTP (to a browser on the computer running Partnerly only).
 */
export function publicConfigOf(
  deps: Pick<AppDeps, 'env' | 'mail'>,
  client: { isLocal: boolean },
): PublicConfig {
  const { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET } = deps.env;
  return {
    isGoogleEnabled: Boolean(GOOGLE_CLIENT_ID && GOOGLE_CLIENT_SECRET),
    isOutboxMail: isOutboxReadable(deps, client),
  };
}
