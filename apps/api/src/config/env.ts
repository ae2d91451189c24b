import { z } from 'zod';

// The only reader of process.env. Parsed once at boot; a bad value stops the process
// with a message naming the variable.
const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

// Unset (or empty) stays undefined, so the default can depend on NODE_ENV (see resolveDefaults).
const optionalFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) =>
    value === undefined || value === '' ? undefined : value === 'true' || value === '1',
  );

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());
const optionalString = z.preprocess(emptyAsUndefined, z.string().min(1).optional());

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const envFields = z.object({
  // `npm start` leaves it unset: a local install is a development/demo setup. Deployments
  // set NODE_ENV=production, which turns off the conveniences that are unsafe on a server
  // (the readable outbox, the sandbox checkout, the Vite origins) unless opted back in.
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  AUTH_SECRET: optionalString,
  TRUSTED_PROXY: booleanFlag,
  SMTP_URL: optionalUrl,
  /**
   * Serve the local outbox (mail kept while SMTP_URL is unset, with reset links and sign-in
   * codes) at GET /api/dev/outbox and /dev/mailbox, to loopback clients only. Default: on,
   * except with NODE_ENV=production.
   */
  DEV_OUTBOX: optionalFlag,
  MAIL_FROM: z.string().default('Partnerly <no-reply@partnerly.local>'),
  // Failed deliveries retry with doubling waits: 10 retries from 10 s cover about 3-6 hours.
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(50).default(10),
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(10),
  // Idle job workers look for due jobs (retries, jobs from other processes) this often.
  JOBS_POLL_INTERVAL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  TEAM_EMAIL: z.email().default('team@partnerly.local'),
  SUPPORT_EMAIL: z.email().default('support@partnerly.local'),
  SALES_EMAIL: z.email().default('sales@partnerly.local'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: booleanFlag,
  SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
  /**
   * Allow the demo accounts (public password, one of them a super admin) with
   * NODE_ENV=production, for a public demo. Without it a production start never creates
   * them, SEED_DEMO=true is refused, and `npm run seed:demo` refuses.
   */
  DEMO_IN_PRODUCTION: booleanFlag,
  WEB_DIST_DIR: optionalString,
  TEST_DATABASE_URL: optionalUrl,
  // Payments: Ziina when ZIINA_API_KEY is set, otherwise the local sandbox checkout.
  ZIINA_API_KEY: optionalString,
  ZIINA_WEBHOOK_SECRET: optionalString,
  ZIINA_TEST_MODE: booleanFlag,
  ZIINA_API_URL: z.url().default('https://api-v2.ziina.com/api'),
  SANDBOX_WEBHOOK_SECRET: optionalString,
  /**
   * Allow the sandbox checkout (anyone can press Pay; no card is charged) when
   * ZIINA_API_KEY is unset. Default: allowed, except with NODE_ENV=production, where the
   * start is refused without ZIINA_API_KEY unless PAYMENTS_SANDBOX=true.
   */
  PAYMENTS_SANDBOX: optionalFlag,
  /**
   * The supplier printed on every tax invoice (issue 24): Partnerly's legal name, address and
   * 15-digit TRN. Unset: clearly marked sample values, which a production server taking real
   * payments (ZIINA_API_KEY) refuses.
   */
  SUPPLIER_LEGAL_NAME: optionalString,
  SUPPLIER_ADDRESS: optionalString,
  SUPPLIER_TRN: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\d{15}$/, 'must be 15 digits')
      .optional(),
  ),
  /** The UAE standard VAT rate (Federal Decree-Law 8 of 2017, art. 3): 5, at most 2 decimals. */
  VAT_RATE_PERCENT: z.coerce
    .number()
    .min(0)
    .max(100)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9, 'at most 2 decimals')
    .default(5),
  /** Days before next_renewal_date that the renewal reminder (with a payment link) goes out. */
  RENEWAL_REMINDER_DAYS: z.coerce.number().int().min(1).max(29).default(3),
  /** Per user, files and megabytes accepted by POST /api/uploads in 24 hours (abuse limit). */
  UPLOAD_DAILY_MAX_FILES: z.coerce.number().int().min(1).default(100),
  // Counted in bytes in a 32-bit counter: 2,000 MB is the most it holds.
  UPLOAD_DAILY_MAX_MB: z.coerce.number().int().min(1).max(2000).default(500),
  /** Seconds a public campaign feed page is shared between viewers (0: not cached). */
  FEED_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(5),
  /** Unset: info, but silent with NODE_ENV=test (a test captures the lines it expects: test/logs.ts). */
  LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(LOG_LEVELS).optional()),
  /** Unset: pretty for a person at a terminal outside production, JSON lines otherwise (logging/logger.ts). */
  LOG_FORMAT: z.preprocess(emptyAsUndefined, z.enum(['json', 'pretty']).optional()),
  /** Seconds SIGTERM/SIGINT waits for requests in flight before closing their connections. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(0).max(600).default(10),
});

/** Development and demo supplier details: plainly samples, never a real company's. */
const SAMPLE_SUPPLIER = {
  legalName: 'SAMPLE Partnerly Supplier (set SUPPLIER_LEGAL_NAME)',
  address: 'SAMPLE address, Dubai, United Arab Emirates (set SUPPLIER_ADDRESS)',
  trn: '100000000000000',
} as const;

function defaultLogLevel(nodeEnv: 'development' | 'test' | 'production'): LogLevel {
  return nodeEnv === 'test' ? 'silent' : 'info';
}

/** Defaults that depend on other variables, and rules that span several. */
const envSchema = envFields.transform((fields, ctx) => {
  const isProduction = fields.NODE_ENV === 'production';
  const env = {
    ...fields,
    DEV_OUTBOX: fields.DEV_OUTBOX ?? !isProduction,
    PAYMENTS_SANDBOX: fields.PAYMENTS_SANDBOX ?? !isProduction,
    LOG_LEVEL: fields.LOG_LEVEL ?? defaultLogLevel(fields.NODE_ENV),
    SUPPLIER_LEGAL_NAME: fields.SUPPLIER_LEGAL_NAME ?? SAMPLE_SUPPLIER.legalName,
    SUPPLIER_ADDRESS: fields.SUPPLIER_ADDRESS ?? SAMPLE_SUPPLIER.address,
    SUPPLIER_TRN: fields.SUPPLIER_TRN ?? SAMPLE_SUPPLIER.trn,
    /** Basis points (500 = 5 %), for integer fils arithmetic. */
    VAT_RATE_BASIS_POINTS: Math.round(fields.VAT_RATE_PERCENT * 100),
  };
  if (!env.ZIINA_API_KEY && !env.PAYMENTS_SANDBOX) {
    ctx.issues.push({
      code: 'custom',
      path: ['ZIINA_API_KEY'],
      input: undefined,
      message: isProduction
        ? 'is required with NODE_ENV=production to take payments; set PAYMENTS_SANDBOX=true to run the sandbox checkout instead (anyone can "pay" without a card)'
        : 'is required when PAYMENTS_SANDBOX=false',
    });
  }
  if (isProduction && env.ZIINA_API_KEY) {
    for (const name of ['SUPPLIER_LEGAL_NAME', 'SUPPLIER_ADDRESS', 'SUPPLIER_TRN'] as const) {
      if (fields[name]) continue;
      ctx.issues.push({
        code: 'custom',
        path: [name],
        input: undefined,
        message:
          'is required with NODE_ENV=production and ZIINA_API_KEY: it is printed on every tax invoice (without it the invoices would show sample supplier details)',
      });
    }
  }
  if (isProduction && env.SEED_DEMO === 'true' && !env.DEMO_IN_PRODUCTION) {
    ctx.issues.push({
      code: 'custom',
      path: ['SEED_DEMO'],
      input: env.SEED_DEMO,
      message:
        'true would create the demo accounts (public password, a super admin) on a NODE_ENV=production server; remove it, or for a public demo also set DEMO_IN_PRODUCTION=true',
    });
  }
  return env;
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(issues: z.core.$ZodIssue[]) {
    const lines = issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    super(`Invalid configuration:\n${lines.join('\n')}\nSee the README's Configuration section.`);
    this.name = 'EnvError';
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) throw new EnvError(result.error.issues);
  return result.data;
}

export function readEnv(): Env {
  return parseEnv(process.env);
}

export type LogEnv = Pick<Env, 'NODE_ENV' | 'LOG_LEVEL' | 'LOG_FORMAT'>;

/**
 * The logging settings alone, for the logger that exists before readEnv() runs (it logs the
 * configuration errors too). Lenient: a bad value falls back to its default here and
 * readEnv() reports it.
 */
export function readLogEnv(source: Record<string, string | undefined> = process.env): LogEnv {
  const pick = <T>(schema: z.ZodType<T>, value: string | undefined): T | undefined => {
    const result = schema.safeParse(value);
    return result.success ? result.data : undefined;
  };
  const nodeEnv = pick(envFields.shape.NODE_ENV, source.NODE_ENV) ?? 'development';
  return {
    NODE_ENV: nodeEnv,
    LOG_LEVEL: pick(envFields.shape.LOG_LEVEL, source.LOG_LEVEL) ?? defaultLogLevel(nodeEnv),
    LOG_FORMAT: pick(envFields.shape.LOG_FORMAT, source.LOG_FORMAT),
  };
}
