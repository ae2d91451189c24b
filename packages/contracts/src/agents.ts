import { z } from 'zod';

// Agent representation (spec 01 section 3 agent_request, spec 02/03: agents submit
// applications for creators). An agent asks a creator, found by e-mail, to represent them;
// once the creator accepts, the agent may apply for them and answer their negotiations.

export const REPRESENTATION_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type RepresentationStatus = (typeof REPRESENTATION_STATUSES)[number];

export const REPRESENTATION_MESSAGE_MAX_LENGTH = 500;

export const AGENT_MESSAGES = {
  creatorEmailRequired: 'Please enter the creator’s e-mail',
  creatorEmailInvalid: 'Please enter a valid e-mail address',
  creatorNotFound: 'No creator account uses this e-mail',
  alreadyRequested: 'You have already sent this creator a request',
  alreadyRepresenting: 'You already represent this creator',
  requestSent: 'Representation request sent',
  requestAccepted: 'Agent request accepted',
  requestDeclined: 'Agent request declined',
  representationEnded: 'Representation ended',
  notFound: 'Representation request not found',
  notPending: 'This request has already been answered',
} as const;

/** Body of POST /api/agents/representations. */
export const requestRepresentationInput = z.object({
  creatorEmail: z
    .string(AGENT_MESSAGES.creatorEmailRequired)
    .trim()
    .min(1, AGENT_MESSAGES.creatorEmailRequired)
    .max(254, AGENT_MESSAGES.creatorEmailInvalid)
    .pipe(z.email(AGENT_MESSAGES.creatorEmailInvalid))
    .transform((email) => email.toLowerCase()),
  message: z
    .string('Message must be text')
    .refine((value) => !value.includes('\u0000'), 'Contains a character that is not allowed')
    .trim()
    .max(
      REPRESENTATION_MESSAGE_MAX_LENGTH,
      `Message must be at most ${REPRESENTATION_MESSAGE_MAX_LENGTH} characters`,
    )
    .nullish()
    .transform((value) => value || null),
});
export type RequestRepresentationInput = z.input<typeof requestRepresentationInput>;

export const representationIdParam = z.object({ id: z.uuid(AGENT_MESSAGES.notFound) });

export const representationPartySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
});
export type RepresentationParty = z.infer<typeof representationPartySchema>;

/** A representation request as both the agent and the creator see it. */
export const representationSchema = z.object({
  id: z.uuid(),
  status: z.enum(REPRESENTATION_STATUSES),
  message: z.string().nullable(),
  createdAt: z.iso.datetime(),
  respondedAt: z.iso.datetime().nullable(),
  agent: representationPartySchema.extend({ isVerified: z.boolean() }),
  creator: representationPartySchema,
});
export type Representation = z.infer<typeof representationSchema>;

/** GET /api/agents/representations: the agent's requests, or the requests a creator got. */
export const representationListSchema = z.object({ representations: z.array(representationSchema) });
export type RepresentationList = z.infer<typeof representationListSchema>;

/** Answer of requesting, accepting and declining: the request and the message to show. */
export const representationResultSchema = z.object({
  representation: representationSchema,
  message: z.string(),
});
export type RepresentationResult = z.infer<typeof representationResultSchema>;

/** Pushed to the agent and the creator after a change (data: RepresentationChangedEvent). */
export const AGENT_EVENTS = { representationChanged: 'agents.representation-changed' } as const;
export interface RepresentationChangedEvent {
  representationId: string;
  /** ended: the representation was removed by either side. */
  status: RepresentationStatus | 'ended';
}
