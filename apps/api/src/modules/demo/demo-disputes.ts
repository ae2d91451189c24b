import { openDisputeInput, resolveDisputeInput } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppDeps } from '../../context';
import { authUsers } from '../../db/schema';
import type { Actor } from '../applications/applications.types';
import { markDisputeInvestigating, resolveDispute } from '../disputes/decide-dispute';
import { openDispute } from '../disputes/open-dispute';
import { createUpload } from '../uploads/uploads.service';

// The demo's disputes (issue 19 item 6), through the same use cases as the API: Noor's payout
// dispute on the lookbook, investigated and resolved by the demo super admin once the brand
// paid; Casey's open content dispute on the iftar reel, with a screenshot as evidence, waiting
// for a super admin to Mark Investigating and Resolve Dispute.

const SUPER_ADMIN_EMAIL = 'superadmin@demo.partnerly.local';

/** A drawn chat screenshot, so the demo's evidence needs no files. */
async function chatScreenshot(): Promise<Blob> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="640">
    <rect width="360" height="640" fill="#f1f5f9"/>
    <rect x="16" y="80" width="250" height="70" rx="14" fill="#ffffff"/>
    <text x="30" y="122" font-family="sans-serif" font-size="16" fill="#222">Please reshoot with the new box</text>
    <rect x="94" y="180" width="250" height="70" rx="14" fill="#2563eb"/>
    <text x="108" y="222" font-family="sans-serif" font-size="16" fill="#fff">The brief showed the old box</text>
  </svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return new Blob([new Uint8Array(png)], { type: 'image/png' });
}

export async function seedDemoDisputes(
  deps: AppDeps,
  people: { noor: Actor; creator: Actor },
  applications: { noorLookbook: string; caseyIftar: string },
  at: (days: number, hour?: number) => Date,
): Promise<void> {
  const [superAdmin] = await deps.database.db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(eq(authUsers.email, SUPER_ADMIN_EMAIL));
  if (!superAdmin) return;

  const { dispute: payout } = await openDispute(
    deps,
    people.noor,
    applications.noorLookbook,
    openDisputeInput.parse({
      disputeType: 'payment',
      description:
        'My results were approved with a payout of AED 3,000 but nothing has arrived yet, and my messages to the brand went unanswered.',
    }),
    at(-26),
  );
  await markDisputeInvestigating(deps, superAdmin.id, payout.id, at(-24));
  await resolveDispute(
    deps,
    superAdmin.id,
    payout.id,
    resolveDisputeInput.parse({
      outcome: 'in_favour_of_initiator',
      resolutionNote:
        'The brand paid the payout by bank transfer (reference ENBD-TRF-58231) and Noor confirmed it arrived. No further action is needed.',
    }),
    at(-19),
  );

  const evidence = await createUpload(deps, {
    ownerId: people.creator.userId,
    purpose: 'dispute-evidence',
    file: await chatScreenshot(),
  });
  await openDispute(
    deps,
    people.creator,
    applications.caseyIftar,
    openDisputeInput.parse({
      disputeType: 'content',
      description:
        'The brand sent my iftar reel back asking for the new packaging, but the brief I was approved on only showed the old box. I am asked to reshoot at my own cost.',
      evidenceUploadIds: [evidence.id],
    }),
    at(-2),
  );
}
