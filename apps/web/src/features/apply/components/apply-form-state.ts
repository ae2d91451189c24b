import { zodResolver } from '@hookform/resolvers/zod';
import {
  APPLICATION_MESSAGES,
  applyInput,
  formatRate,
  RATE_MAX,
  rateBudgetWarning,
  type ApplyValues,
  type RateBudget,
} from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { Translate } from '@/lib/i18n/campaign-keys';

// The apply dialog's form (spec 03 sections 5 and 8, issue 26): react-hook-form checked with
// the API's own schema (applyInput), the toasts of an invalid form, and the toasts each answer
// of POST /api/applications gets. The schema and the API keep their English messages; the
// dialog shows the ones it knows through the catalogs (any other as it came).

const APPLY_MESSAGES: Readonly<Record<string, MessageKey>> = {
  [APPLICATION_MESSAGES.requiredFieldsMissing]: 'apply.requiredFieldsMissing',
  [APPLICATION_MESSAGES.invalidRate]: 'apply.invalidRate',
  [APPLICATION_MESSAGES.rateTooLarge]: 'apply.rateTooLarge',
  [APPLICATION_MESSAGES.creatorRequired]: 'apply.creatorRequired',
  [APPLICATION_MESSAGES.loginRequired]: 'apply.loginRequired',
  [APPLICATION_MESSAGES.alreadyApplied]: 'apply.alreadyApplied',
};

/** A form rule's or the API's message in the active language (undefined stays undefined). */
export function applyMessage(t: Translate, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const key = APPLY_MESSAGES[message];
  return key ? t(key, { max: `AED ${RATE_MAX.toLocaleString('en-US')}` }) : message;
}

/** The warning for a rate far outside the campaign's budget (see rateBudgetWarning), in the active language. */
export function rateWarning(t: Translate, rate: number, budget: RateBudget): string | null {
  if (!rateBudgetWarning(rate, budget)) return null;
  const { budgetMin, budgetMax } = budget;
  if (budgetMax != null && rate > budgetMax) {
    return t('apply.rateFarAbove', { rate: formatRate(rate), max: formatRate(budgetMax) });
  }
  return t('apply.rateFarBelow', { rate: formatRate(rate), min: formatRate(budgetMin ?? 0) });
}

export type ApplyKind = 'direct' | 'negotiation';

/** What the dialog's inputs hold; the resolver turns it into the request body. */
export interface ApplyDraft {
  type: ApplyKind;
  campaignId: string;
  /** Agents only: the creator they apply for ('' until chosen); creators leave it out. */
  creatorId?: string;
  /** The direct application's own message (optional: the fixed pitch otherwise). */
  message: string;
  pitch: string;
  proposedRate: string;
  deliverables: string;
}

export type ApplyField = Exclude<keyof ApplyDraft, 'type' | 'campaignId'>;
const FIELDS: readonly ApplyField[] = ['creatorId', 'message', 'pitch', 'proposedRate', 'deliverables'];
const isField = (value: unknown): value is ApplyField =>
  typeof value === 'string' && (FIELDS as readonly string[]).includes(value);

export function emptyApplyDraft(campaignId: string, isAgent: boolean): ApplyDraft {
  return {
    type: 'direct',
    campaignId,
    ...(isAgent ? { creatorId: '' } : {}),
    message: '',
    pitch: '',
    proposedRate: '',
    deliverables: '',
  };
}

/**
 * The contracts' applyInput checks the draft: the branch of `type` decides which fields
 * count (a direct application ignores the negotiation's fields and the other way round).
 * The draft holds the inputs' text, which the schema's input type does not spell out.
 */
export const applyResolver = zodResolver(applyInput) as unknown as Resolver<ApplyDraft, unknown, ApplyValues>;

export interface ToastText {
  title: string;
  description?: string;
}

/**
 * The toast of a form the schema refused: the spec's 'Required Fields Missing' (pitch or rate
 * empty) before 'Invalid Rate', else the first field message.
 */
export function invalidToast(t: Translate, errors: FieldErrors<ApplyDraft>): ToastText {
  const messages = FIELDS.map((field) => errors[field]?.message).filter(
    (message): message is string => typeof message === 'string',
  );
  if (messages.includes(APPLICATION_MESSAGES.requiredFieldsMissing)) {
    return { title: t('apply.requiredFieldsMissingTitle'), description: t('apply.requiredFieldsMissing') };
  }
  if (messages.includes(APPLICATION_MESSAGES.invalidRate)) {
    return { title: t('apply.invalidRateTitle'), description: t('apply.invalidRate') };
  }
  return { title: t('apply.checkForm'), description: applyMessage(t, messages[0]) };
}

export function successToast(t: Translate, kind: ApplyKind): ToastText {
  return {
    title: kind === 'direct' ? t('apply.directApplied') : t('apply.negotiationSent'),
    description: t('apply.followUp'),
  };
}

/** What an API failure looks like to these rules (ApiError's public fields). */
export interface ApplyFailure {
  status: number;
  message: string;
  fields?: Record<string, string[]>;
}

export interface FailureOutcome {
  toast: ToastText;
  /** 'Already Applied' and refusals of the campaign close the dialog (spec 03 section 5). */
  shouldClose: boolean;
  /** Field messages the server gave, shown beside the form's fields. */
  errors: Partial<Record<ApplyField, string>>;
}

/** The toast for a failed apply: the spec's texts, with the server's reason where it gave one. */
export function failureOutcome(t: Translate, kind: ApplyKind, failure: ApplyFailure): FailureOutcome {
  const errors: FailureOutcome['errors'] = {};
  for (const [field, messages] of Object.entries(failure.fields ?? {})) {
    if (isField(field) && messages[0]) errors[field] = messages[0];
  }
  if (failure.status === 401) {
    return { toast: { title: t('apply.loginRequired') }, shouldClose: true, errors };
  }
  if (failure.message === APPLICATION_MESSAGES.alreadyApplied) {
    return {
      toast: { title: t('apply.alreadyAppliedTitle'), description: t('apply.alreadyApplied') },
      shouldClose: true,
      errors,
    };
  }
  const shouldClose = failure.status === 409 || failure.status === 404;
  if (kind === 'direct') {
    // One line, as spec 03 writes it: 'Failed to submit application: {message or Please try again.}'.
    return {
      toast: {
        title: t('apply.directFailed', { reason: failure.message || t('apply.tryAgain') }),
      },
      shouldClose,
      errors,
    };
  }
  return {
    toast: {
      title: t('apply.negotiationFailedTitle'),
      description: failure.message || t('apply.negotiationFailed'),
    },
    shouldClose,
    errors,
  };
}
