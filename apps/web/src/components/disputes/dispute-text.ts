import {
  DISPUTE_DESCRIPTION_MAX,
  DISPUTE_DESCRIPTION_MIN,
  DISPUTE_EVIDENCE_MAX,
  DISPUTE_MESSAGES,
  type DisputeOutcome,
  type DisputeStatus,
  type DisputeType,
} from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import type { MessageValues } from '@/lib/i18n/i18n-provider';

// The disputes' labels and the open form's messages in the catalogs (issue 25). The contracts
// keep their English words (the API and the e-mails use them); the screens show these.

export const DISPUTE_TYPE_KEYS: Record<DisputeType, MessageKey> = {
  payment: 'disputes.typePayment',
  content: 'disputes.typeContent',
  deadline: 'disputes.typeDeadline',
  communication: 'disputes.typeCommunication',
  other: 'disputes.typeOther',
};

export const DISPUTE_STATUS_KEYS: Record<DisputeStatus, MessageKey> = {
  open: 'disputes.statusOpen',
  investigating: 'disputes.statusInvestigating',
  resolved: 'disputes.statusResolved',
};

export const DISPUTE_OUTCOME_KEYS: Record<DisputeOutcome, MessageKey> = {
  in_favour_of_initiator: 'disputes.outcomeInitiator',
  in_favour_of_respondent: 'disputes.outcomeRespondent',
  partial: 'disputes.outcomePartial',
  no_action: 'disputes.outcomeNoAction',
};

/** The contract's (and the API's) English messages of opening a dispute, in the catalogs. */
const MESSAGES: Readonly<Record<string, MessageKey>> = {
  [DISPUTE_MESSAGES.opened]: 'disputes.opened',
  [DISPUTE_MESSAGES.typeRequired]: 'disputes.typeRequired',
  [DISPUTE_MESSAGES.descriptionRequired]: 'disputes.descriptionRequired',
  [DISPUTE_MESSAGES.descriptionTooShort]: 'disputes.descriptionTooShort',
  [DISPUTE_MESSAGES.descriptionTooLong]: 'disputes.descriptionTooLong',
  [DISPUTE_MESSAGES.evidenceTooMany]: 'disputes.evidenceTooMany',
  [DISPUTE_MESSAGES.evidenceRepeated]: 'disputes.evidenceRepeated',
  [DISPUTE_MESSAGES.evidenceInvalid]: 'disputes.evidenceInvalid',
  [DISPUTE_MESSAGES.alreadyOpen]: 'disputes.alreadyOpen',
  [DISPUTE_MESSAGES.notDisputable]: 'disputes.notDisputable',
};

type Translate = (key: MessageKey, values?: MessageValues) => string;

/** A dispute message in the active language; one not listed is shown as it came. */
export function disputeMessage<Message extends string | undefined>(t: Translate, message: Message): Message {
  if (message === undefined) return message;
  const key = MESSAGES[message];
  const values = { min: DISPUTE_DESCRIPTION_MIN, max: DISPUTE_DESCRIPTION_MAX, count: DISPUTE_EVIDENCE_MAX };
  return (key ? t(key, values) : message) as Message;
}
