import {
  PAYMENT_PROVIDERS,
  PAYMENT_PURPOSES,
  PAYMENT_STATUSES,
  SUBSCRIPTION_STATUSES,
  TAX_DOCUMENT_KINDS,
  USAGE_RESOURCES,
  type TaxLine,
} from '@partnerly/contracts';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { authUsers } from './auth';
import { workspaces } from './workspaces';

// Time columns of this domain are written by the service with the application clock
// (never the database default) so that tests can move time.
const at = (name: string) => timestamp(name, { withTimezone: true });

export const subscriptionStatusEnum = pgEnum('subscription_status', SUBSCRIPTION_STATUSES);
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);
export const paymentPurposeEnum = pgEnum('payment_purpose', PAYMENT_PURPOSES);
export const paymentProviderEnum = pgEnum('payment_provider', PAYMENT_PROVIDERS);
export const usageResourceEnum = pgEnum('usage_resource', USAGE_RESOURCES);

// Seeded from the contracts plan table at every start (modules/subscriptions/plans/seed-plans.ts).
export const subscriptionPlans = pgTable('subscription_plans', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** AED per month, tax included; null = custom (enterprise). */
  priceAed: integer('price_aed'),
  priceId: text('price_id').notNull(),
  description: text('description').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  isRecommended: boolean('is_recommended').notNull().default(false),
  sortOrder: integer('sort_order').notNull(),
  maxCampaigns: integer('max_campaigns').notNull(),
  maxCreatorsPerCampaign: integer('max_creators_per_campaign').notNull(),
  maxPrivateQrCodesMonthly: integer('max_private_qr_codes_monthly').notNull(),
  maxRedemptionsPerCode: integer('max_redemptions_per_code').notNull(),
  maxTeamMembers: integer('max_team_members').notNull(),
  features: jsonb('features').$type<string[]>().notNull().default([]),
});

// One row per brand workspace; absent means the free plan.
export const brandSubscriptions = pgTable(
  'brand_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    status: subscriptionStatusEnum('status').notNull(),
    /** Start of the first cycle; monthly usage resets every 30 days from here. */
    billingCycleStart: at('billing_cycle_start').notNull(),
    /** Paid until; a renewal payment moves it 30 days on. */
    nextRenewalDate: at('next_renewal_date').notNull(),
    /** Set when cancelled: access ends here, then the brand is on the free plan. */
    subscriptionEndDate: at('subscription_end_date'),
    cancellationDate: at('cancellation_date'),
    /** Limits granted on top of the plan (approved enterprise limit requests). */
    customQrCodeLimit: integer('custom_qr_code_limit'),
    customRedemptionLimit: integer('custom_redemption_limit'),
    customerId: text('customer_id'),
    paymentMethod: paymentProviderEnum('payment_method'),
    lastPaymentId: uuid('last_payment_id'),
    /** The period (next_renewal_date) a renewal reminder was last sent for. */
    renewalReminderFor: at('renewal_reminder_for'),
    /** A downgrade waiting for the end of the period paid on plan_id (decision 0038). */
    scheduledPlanId: text('scheduled_plan_id').references(() => subscriptionPlans.id),
    /** When scheduled_plan_id takes over: the end of the period paid on plan_id. */
    scheduledChangeAt: at('scheduled_change_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [uniqueIndex('brand_subscriptions_workspace_idx').on(table.workspaceId)],
);

// One checkout: our id goes into the return URLs; the provider's intent id arrives after
// creation. Completed exactly once (row lock + status check).
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    purpose: paymentPurposeEnum('purpose').notNull(),
    provider: paymentProviderEnum('provider').notNull(),
    providerIntentId: text('provider_intent_id'),
    providerStatus: text('provider_status'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The owner who started the checkout (the activity list names them when it completes). */
    createdBy: text('created_by').references(() => authUsers.id, { onDelete: 'set null' }),
    amountFils: integer('amount_fils').notNull(),
    currency: text('currency').notNull(),
    status: paymentStatusEnum('status').notNull().default('pending'),
    redirectUrl: text('redirect_url'),
    failureReason: text('failure_reason'),
    /** The period the payment pays for (the receipt's from and to); set at checkout, fixed on completion. */
    periodStart: at('period_start'),
    periodEnd: at('period_end'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    completedAt: at('completed_at'),
  },
  (table) => [
    uniqueIndex('payments_workspace_idempotency_idx').on(table.workspaceId, table.idempotencyKey),
    uniqueIndex('payments_provider_intent_idx').on(table.provider, table.providerIntentId),
    index('payments_workspace_status_idx').on(table.workspaceId, table.status, table.createdAt),
  ],
);

// Every checkout attempt and subscription change, for support and the lockout rule.
export const paymentAttemptLogs = pgTable(
  'payment_attempt_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id'),
    planId: text('plan_id'),
    paymentMethod: text('payment_method'),
    /** Fils. */
    amount: integer('amount'),
    status: text('status').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    index('payment_attempt_logs_workspace_idx').on(table.workspaceId, table.status, table.createdAt),
  ],
);

// Monthly counters per brand, billing cycle and resource (campaign posts, QR codes).
export const subscriptionUsage = pgTable(
  'subscription_usage',
  {
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    resource: usageResourceEnum('resource').notNull(),
    cycleStart: at('cycle_start').notNull(),
    used: integer('used').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.workspaceId, table.resource, table.cycleStart] })],
);

export const enterpriseInquiries = pgTable(
  'enterprise_inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => authUsers.id, { onDelete: 'set null' }),
    companyName: text('company_name').notNull(),
    contactName: text('contact_name'),
    email: text('email').notNull(),
    phone: text('phone'),
    teamSize: text('team_size'),
    requirements: text('requirements').notNull(),
    additionalInfo: text('additional_info'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('enterprise_inquiries_email_idx').on(table.email, table.createdAt)],
);

export const enterpriseLimitRequests = pgTable(
  'enterprise_limit_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    currentPlan: text('current_plan').notNull(),
    requestedQrLimit: integer('requested_qr_limit').notNull(),
    requestedRedemptionLimit: integer('requested_redemption_limit').notNull(),
    businessJustification: text('business_justification').notNull(),
    campaignVolumeEstimate: text('campaign_volume_estimate').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('enterprise_limit_requests_workspace_idx').on(table.workspaceId, table.createdAt)],
);

// The sandbox provider's own intents (the local stand-in for Ziina's hosted checkout).
export const sandboxPaymentIntents = pgTable('sandbox_payment_intents', {
  id: text('id').primaryKey(),
  operationId: text('operation_id').notNull().unique(),
  amount: integer('amount').notNull(),
  currencyCode: text('currency_code').notNull(),
  status: text('status').notNull(),
  message: text('message'),
  successUrl: text('success_url'),
  cancelUrl: text('cancel_url'),
  failureUrl: text('failure_url'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

// The brand's billing details printed on its tax invoices (issue 24): legal name, address and,
// when VAT-registered, its TRN. Edited by the workspace's owners.
export const billingDetails = pgTable('billing_details', {
  workspaceId: text('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  legalName: text('legal_name').notNull(),
  address: text('address').notNull(),
  trn: text('trn'),
  updatedBy: text('updated_by').references(() => authUsers.id, { onDelete: 'set null' }),
  updatedAt: at('updated_at').notNull(),
});

// The last number given out per document kind ('invoice', 'credit_note'). The issuing
// transaction increments its row (a row lock held until commit), so numbers are unique and,
// since a rolled-back transaction gives its number back, without gaps.
export const taxDocumentCounters = pgTable('tax_document_counters', {
  kind: text('kind').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

// Tax invoices and credit notes: a snapshot of every printed field, never changed once issued
// (a trigger refuses UPDATE and DELETE). Kept without foreign keys: tax records outlive the
// workspace and payment rows they were issued for (5 years, Federal Decree-Law 8 of 2017).
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: TAX_DOCUMENT_KINDS }).notNull(),
    number: text('number').notNull(),
    workspaceId: text('workspace_id').notNull(),
    paymentId: uuid('payment_id').notNull(),
    /** Credit notes: the invoice credited, by id and printed number. */
    invoiceId: uuid('invoice_id'),
    invoiceNumber: text('invoice_number'),
    reason: text('reason'),
    issuedAt: at('issued_at').notNull(),
    /** YYYY-MM-DD in Asia/Dubai, as printed. */
    issueDate: text('issue_date').notNull(),
    supplierName: text('supplier_name').notNull(),
    supplierAddress: text('supplier_address').notNull(),
    supplierTrn: text('supplier_trn').notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientAddress: text('recipient_address'),
    recipientTrn: text('recipient_trn'),
    currency: text('currency').notNull(),
    lines: jsonb('lines').$type<TaxLine[]>().notNull(),
    taxableFils: integer('taxable_fils').notNull(),
    vatFils: integer('vat_fils').notNull(),
    totalFils: integer('total_fils').notNull(),
  },
  (table) => [
    uniqueIndex('tax_documents_number_idx').on(table.number),
    // One invoice and at most one credit note per payment: a webhook delivered twice issues one.
    uniqueIndex('tax_documents_payment_idx').on(table.kind, table.paymentId),
    index('tax_documents_workspace_idx').on(table.workspaceId, table.issuedAt),
  ],
);
