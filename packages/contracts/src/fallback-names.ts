// Names the server gives people and things it cannot name: a deleted account, a sender it does
// not know. API answers carry them in English, as they are (callers and tests read them); the
// web shows each through its catalog entry (names.*, same English) in the reader's language, and
// the e-mails and notifications are written with it in the recipient's language.
export const FALLBACK_NAME_MESSAGES = {
  deletedCreator: 'Deleted Creator',
  deletedAgent: 'Deleted Agent',
  deletedUser: 'Deleted user',
  deletedAccount: 'Deleted account',
  deletedProfile: 'Deleted profile',
  deletedCampaign: 'Deleted campaign',
  deletedConversation: 'Deleted conversation',
  deletedCode: 'Deleted code',
  someone: 'Someone',
  thisPerson: 'This person',
  theCreator: 'The creator',
  creator: 'Creator',
  admin: 'Admin',
  anAgent: 'An agent',
  aBrand: 'A brand',
  brand: 'Brand',
  partnerlyUser: 'Partnerly user',
  unknownUser: 'Unknown user',
} as const;

export type FallbackName = keyof typeof FALLBACK_NAME_MESSAGES;

/** The title of a reported creator page that is no longer at its address. */
export const goneCreatorPageTitle = (handle: string) => `Page /creator/${handle} (no longer at this address)`;

const KEYS = new Map<string, `names.${FallbackName}`>(
  Object.entries(FALLBACK_NAME_MESSAGES).map(([field, english]) => [
    english,
    `names.${field as FallbackName}`,
  ]),
);

/** The catalog key of a fallback name ('Deleted Creator': 'names.deletedCreator'); undefined for any other name. */
export const fallbackNameKey = (name: string): `names.${FallbackName}` | undefined => KEYS.get(name);
