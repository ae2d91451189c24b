import { zodResolver } from '@hookform/resolvers/zod';
import { campaignInputSchema, localIsoDate, type CampaignFormValues } from '@partnerly/contracts';
import type { FieldErrors, Resolver, ResolverOptions } from 'react-hook-form';
import {
  formToPayload,
  toFormErrors,
  type CampaignFormErrors,
  type CampaignFormState,
} from './campaign-form-state';

// The react-hook-form resolver of the Create/Edit Campaign form: the form's state is mapped
// to the API's body (formToPayload) and checked with the contracts' campaign input schema,
// so the form shows exactly the messages the API would answer with.

export interface CampaignResolverOptions {
  /** The saved application deadline (edit): keeping a past one is allowed. */
  savedDeadline?: string;
  /** Today in the brand's time zone (YYYY-MM-DD); defaults to the browser's date. */
  today?(): string;
}

/** The first message under a resolver error node (arrays and nested paths included). */
function firstMessage(node: unknown): string | null {
  if (!node || typeof node !== 'object') return null;
  const message = (node as { message?: unknown }).message;
  if (typeof message === 'string' && message) return message;
  for (const child of Object.values(node)) {
    const found = firstMessage(child);
    if (found) return found;
  }
  return null;
}

/** The form's errors (one message per field the form shows) as react-hook-form errors. */
function toFieldErrors(errors: CampaignFormErrors): FieldErrors<CampaignFormState> {
  const fieldErrors: Record<string, { type: string; message: string }> = {};
  for (const [field, message] of Object.entries(errors)) {
    if (message) fieldErrors[field] = { type: 'validate', message };
  }
  return fieldErrors as FieldErrors<CampaignFormState>;
}

/** react-hook-form's errors back to one message per form field (see CampaignFormErrors). */
export function fromFieldErrors(errors: FieldErrors<CampaignFormState>): CampaignFormErrors {
  return toFormErrors(
    Object.entries(errors).flatMap(([field, node]): [string, string][] => {
      const message = firstMessage(node);
      return message ? [[field, message]] : [];
    }),
  );
}

export function campaignFormResolver(options: CampaignResolverOptions = {}): Resolver<CampaignFormState> {
  const today = options.today ?? (() => localIsoDate());
  return async (values, context, resolverOptions) => {
    const schema = campaignInputSchema({
      // The deadline rule checks only a new or changed deadline (an edit may keep a past one).
      isDeadlineChecked: values.applicationDeadline !== options.savedDeadline,
      today,
    });
    const result = await zodResolver(schema)(
      formToPayload(values),
      context,
      resolverOptions as unknown as ResolverOptions<CampaignFormValues>,
    );
    const errors = fromFieldErrors(result.errors as FieldErrors<CampaignFormState>);
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: toFieldErrors(errors) };
  };
}
