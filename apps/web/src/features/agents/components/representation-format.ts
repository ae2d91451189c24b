import { zodResolver } from '@hookform/resolvers/zod';
import {
  requestRepresentationInput,
  type Representation,
  type RepresentationStatus,
} from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';

// Pure rules of the agent pages: labels, grouping and the request form's check.

export const REPRESENTATION_STATUS_LABELS: Record<RepresentationStatus, MessageKey> = {
  pending: 'agents.statusPending',
  accepted: 'agents.statusAccepted',
  declined: 'agents.statusDeclined',
};

export interface RepresentationGroups {
  pending: Representation[];
  accepted: Representation[];
  declined: Representation[];
}

/** The list by status, each in the API's order (newest first). */
export function groupRepresentations(representations: readonly Representation[]): RepresentationGroups {
  const groups: RepresentationGroups = { pending: [], accepted: [], declined: [] };
  for (const representation of representations) groups[representation.status].push(representation);
  return groups;
}

export interface RequestDraft {
  creatorEmail: string;
  message: string;
}

export const EMPTY_REQUEST: RequestDraft = { creatorEmail: '', message: '' };

export type RequestErrors = Partial<Record<keyof RequestDraft, string>>;

/** The request form checks with the API's own schema (trimmed, lower-cased e-mail; blank message is null). */
export const requestResolver = zodResolver(requestRepresentationInput);

/** Server field messages (400) beside the form's fields. */
export function requestFieldErrors(fields: Record<string, string[]> | undefined): RequestErrors {
  const errors: RequestErrors = {};
  if (fields?.creatorEmail?.[0]) errors.creatorEmail = fields.creatorEmail[0];
  if (fields?.message?.[0]) errors.message = fields.message[0];
  return errors;
}
