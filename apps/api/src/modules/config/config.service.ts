import type { PublicConfig } from '@partnerly/contracts';
import type { Env } from '../../config/env';
import type { AppDeps } from '../../context';
import { isOutboxReadable } from '../dev/dev.service';

/**
 * What the web app may offer this client: Google sign-in when configured, the local outbox
 * when no SMTP (to a browser on the computer running Partnerly only); and what the Privacy
 * Policy must state: the support address and where uploaded files are kept.
 */
export function publicConfigOf(
  deps: Pick<AppDeps, 'env' | 'mail'>,
  client: { isLocal: boolean },
): PublicConfig {
  const { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, SUPPORT_EMAIL } = deps.env;
  return {
    isGoogleEnabled: Boolean(GOOGLE_CLIENT_ID && GOOGLE_CLIENT_SECRET),
    isOutboxMail: isOutboxReadable(deps, client),
    supportEmail: SUPPORT_EMAIL,
    fileStorage: fileStorageOf(deps.env),
  };
}

/** The same rule as createStorage: a bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
function fileStorageOf(
  env: Pick<Env, 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION'>,
): PublicConfig['fileStorage'] {
  if (!env.S3_BUCKET) return { kind: 'server' };
  return env.S3_ENDPOINT ? { kind: 's3-compatible' } : { kind: 'aws', region: env.S3_REGION };
}
