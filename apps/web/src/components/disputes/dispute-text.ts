import type { DisputeOutcome, DisputeStatus, DisputeType } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';

// The disputes' labels in the catalogs (issue 25). The contracts keep their English words (the
// API, the CSV and the e-mails use them); the screens show these. Messages are known texts.

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
