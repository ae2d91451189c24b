import {
  APPLICATION_MESSAGES,
  negotiationApplicationInput,
  type ApplyInput,
  type ApplyValues,
} from '@partnerly/contracts';

// The apply dialogs' rules (spec 03 sections 5 and 8): the negotiation form's checks and the
// toasts each answer of POST /api/applications gets. The API checks the same schema.

export type ApplyKind = 'direct' | 'negotiation';

export interface NegotiationDraft {
  pitch: string;
  proposedRate: string;
  deliverables: string;
}

export const EMPTY_NEGOTIATION: NegotiationDraft = { pitch: '', proposedRate: '', deliverables: '' };

type NegotiationField = keyof NegotiationDraft;
export type NegotiationErrors = Partial<Record<NegotiationField, string>>;

export interface ToastText {
  title: string;
  description?: string;
}

export type NegotiationCheck =
  | { isValid: true; values: Extract<ApplyValues, { type: 'negotiation' }> }
  | { isValid: false; errors: NegotiationErrors; toast: ToastText };

const REQUIRED_TOAST: ToastText = {
  title: APPLICATION_MESSAGES.requiredFieldsMissingTitle,
  description: APPLICATION_MESSAGES.requiredFieldsMissing,
};
const INVALID_RATE_TOAST: ToastText = {
  title: APPLICATION_MESSAGES.invalidRateTitle,
  description: APPLICATION_MESSAGES.invalidRate,
};

const FIELDS: readonly NegotiationField[] = ['pitch', 'proposedRate', 'deliverables'];
const isField = (value: unknown): value is NegotiationField =>
  typeof value === 'string' && (FIELDS as readonly string[]).includes(value);

/**
 * The Negotiation form: pitch and rate both required after trimming ('Required Fields
 * Missing'), then the rate a number above 0 ('Invalid Rate'); deliverables optional.
 */
export function checkNegotiation(draft: NegotiationDraft, campaignId: string): NegotiationCheck {
  const parsed = negotiationApplicationInput.safeParse({ type: 'negotiation', campaignId, ...draft });
  if (parsed.success) return { isValid: true, values: parsed.data };
  const errors: NegotiationErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isField(field) && !errors[field]) errors[field] = issue.message;
  }
  const messages = Object.values(errors);
  const toast = messages.includes(APPLICATION_MESSAGES.requiredFieldsMissing)
    ? REQUIRED_TOAST
    : messages.includes(APPLICATION_MESSAGES.invalidRate)
      ? INVALID_RATE_TOAST
      : { title: 'Please check the form', description: messages[0] };
  return { isValid: false, errors, toast };
}

/** The request body: agents name the creator they apply for. */
export function applyBody(
  kind: ApplyKind,
  campaignId: string,
  negotiation: Extract<ApplyValues, { type: 'negotiation' }> | null,
  creatorId: string | undefined,
): ApplyInput {
  const creator = creatorId ? { creatorId } : {};
  if (kind === 'direct' || !negotiation) return { type: 'direct', campaignId, ...creator };
  return { ...negotiation, campaignId, ...creator };
}

export function successToast(kind: ApplyKind): ToastText {
  return {
    title: kind === 'direct' ? APPLICATION_MESSAGES.directApplied : APPLICATION_MESSAGES.negotiationSent,
    description: 'Follow it in My Applications.',
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
  errors: NegotiationErrors & { creatorId?: string };
}

/** The toast for a failed apply: the spec's texts, with the server's reason where it gave one. */
export function failureOutcome(kind: ApplyKind, failure: ApplyFailure): FailureOutcome {
  const errors: FailureOutcome['errors'] = {};
  for (const [field, messages] of Object.entries(failure.fields ?? {})) {
    if ((isField(field) || field === 'creatorId') && messages[0]) errors[field] = messages[0];
  }
  if (failure.status === 401) {
    return { toast: { title: APPLICATION_MESSAGES.loginRequired }, shouldClose: true, errors };
  }
  if (failure.message === APPLICATION_MESSAGES.alreadyApplied) {
    return {
      toast: {
        title: APPLICATION_MESSAGES.alreadyAppliedTitle,
        description: APPLICATION_MESSAGES.alreadyApplied,
      },
      shouldClose: true,
      errors,
    };
  }
  const shouldClose = failure.status === 409 || failure.status === 404;
  if (kind === 'direct') {
    // One line, as spec 03 writes it: 'Failed to submit application: {message or Please try again.}'.
    return {
      toast: {
        title: `${APPLICATION_MESSAGES.directFailed}: ${failure.message || APPLICATION_MESSAGES.tryAgain}`,
      },
      shouldClose,
      errors,
    };
  }
  return {
    toast: {
      title: APPLICATION_MESSAGES.negotiationFailedTitle,
      description: failure.message || APPLICATION_MESSAGES.negotiationFailed,
    },
    shouldClose,
    errors,
  };
}
