import {
  markPaidInput,
  reviewResultsInput,
  reviewSubmissionInput,
  submitContentInput,
  submitResultsInput,
  type SubmitContentInput,
} from '@partnerly/contracts';
import sharp from 'sharp';
import type { AppDeps } from '../../context';
import type { Actor } from '../applications/applications.types';
import { markPayoutPaid } from '../submissions/mark-payout-paid';
import { reviewResults } from '../submissions/review-results';
import { reviewSubmission } from '../submissions/review-submission';
import { submitContent } from '../submissions/submit-content';
import { submitResults } from '../submissions/submit-results';
import { createUpload } from '../uploads/uploads.service';
import type { Membership } from '../workspaces/membership';

// The demo's content work (issue 15): every state a delivery can be in, through the same use
// cases as the API. Noor's lookbook content was approved (the work is completed); Omar's
// pop-up reel waits for the brand; Casey's iftar reel was sent back with feedback and her
// TikTok is still to come; the agent delivered Casey's skincare review on YouTube. The closed
// lookbook's final results (issue 16): Noor's approved and paid, Layla's waiting for the brand's
// review (approving them and paying her is the demo brand's next step).

export interface DemoWork {
  noorLookbook: string;
  laylaLookbook: string;
  omarPopup: string;
  caseyIftar: string;
  caseySkincare: string;
}

interface DemoSubmitters {
  noor: Actor;
  omar: Actor;
  layla: Actor;
  creator: Actor;
  agent: Actor;
}

/** A small phone-sized 'screenshot' of a post, drawn from SVG so the demo needs no files. */
async function screenshotOf(title: string, colour: string): Promise<Blob> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="640">
    <rect width="360" height="640" fill="${colour}"/>
    <rect x="24" y="120" width="312" height="312" rx="16" fill="#ffffff" opacity="0.85"/>
    <text x="180" y="290" font-family="sans-serif" font-size="26" text-anchor="middle" fill="#222">${title}</text>
    <text x="180" y="500" font-family="sans-serif" font-size="20" text-anchor="middle" fill="#fff">12.4K views · 1.1K likes</text>
  </svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return new Blob([new Uint8Array(png)], { type: 'image/png' });
}

/** Uploads a drawn screenshot as `actor`'s content evidence; its upload id. */
async function uploadScreenshot(
  deps: AppDeps,
  actor: Actor,
  [title, colour]: [string, string],
): Promise<string> {
  const upload = await createUpload(deps, {
    ownerId: actor.userId,
    purpose: 'content',
    file: await screenshotOf(title, colour),
  });
  return upload.id;
}

export async function seedDemoSubmissions(
  deps: AppDeps,
  brand: Membership,
  who: DemoSubmitters,
  work: DemoWork,
  at: (days: number) => Date,
): Promise<void> {
  const submit = async (
    actor: Actor,
    body: SubmitContentInput,
    day: number,
    screenshot?: [string, string],
  ) => {
    const screenshotUploadIds = screenshot ? [await uploadScreenshot(deps, actor, screenshot)] : [];
    const result = await submitContent(
      deps,
      actor,
      submitContentInput.parse({ ...body, screenshotUploadIds }),
      at(day),
    );
    return result.submission.id;
  };
  const review = (id: string, action: 'approve' | 'revision', day: number, feedback?: string) =>
    reviewSubmission(deps, brand, id, reviewSubmissionInput.parse({ action, feedback }), at(day));

  const lookbook = await submit(
    who.noor,
    {
      applicationId: work.noorLookbook,
      platform: 'instagram',
      contentUrl: 'https://www.instagram.com/p/demo-winter-lookbook/',
      contentType: 'post',
      caption: 'Three winter looks from the new collection. #DemoBrandCo #ad',
      metrics: { views: 18400, likes: 1320, comments: 86, shares: 41 },
    },
    -30,
    ['Winter Lookbook', '#5b6b8c'],
  );
  await review(lookbook, 'approve', -29);
  const laylaLooks = await submit(
    who.layla,
    {
      applicationId: work.laylaLookbook,
      platform: 'instagram',
      contentUrl: 'https://www.instagram.com/p/demo-layla-winter-looks/',
      contentType: 'post',
      caption: 'Layering for a Dubai winter, three ways. #ad',
    },
    -28,
    ['Dubai Winter Layers', '#7a4e8c'],
  );
  await review(laylaLooks, 'approve', -27);

  await submit(
    who.omar,
    {
      applicationId: work.omarPopup,
      platform: 'instagram',
      contentUrl: 'https://www.instagram.com/reel/demo-popup-weekend/',
      contentType: 'reel',
      caption: 'Walked the Dubai Mall pop-up so you do not have to queue. #ad',
    },
    -2,
    ['Pop-up Weekend', '#c2571a'],
  );

  const iftar = await submit(
    who.creator,
    {
      applicationId: work.caseyIftar,
      platform: 'instagram',
      contentUrl: 'https://www.instagram.com/reel/demo-iftar-stories/',
      contentType: 'reel',
      caption: 'Iftar at home with the Ramadan range.',
      metrics: { views: 9200, likes: 640, comments: 33, shares: null },
    },
    -3,
    ['Iftar Stories', '#2f6b4f'],
  );
  await review(
    iftar,
    'revision',
    -2,
    'Lovely reel! Please add #ad at the start of the caption and tag @demobrandco.',
  );

  await submit(
    who.agent,
    {
      applicationId: work.caseySkincare,
      platform: 'youtube',
      contentUrl: 'https://www.youtube.com/watch?v=demoSkincare1',
      contentType: 'video',
      caption: 'My morning routine with the Desert Bloom serum (sponsored).',
    },
    -1,
  );

  await seedDemoResults(deps, brand, who, work, at);
}

/** The lookbook's final results, reported with a screenshot: Noor's approved and paid, Layla's under review. */
async function seedDemoResults(
  deps: AppDeps,
  brand: Membership,
  who: DemoSubmitters,
  work: DemoWork,
  at: (days: number) => Date,
): Promise<void> {
  const report = async (
    actor: Actor,
    applicationId: string,
    figures: { contentUrl: string; views: number; likes: number; comments: number; shares?: number },
    day: number,
    screenshot: [string, string],
  ) => {
    const screenshotUploadId = await uploadScreenshot(deps, actor, screenshot);
    await submitResults(
      deps,
      actor,
      submitResultsInput.parse({ applicationId, ...figures, screenshotUploadIds: [screenshotUploadId] }),
      at(day),
    );
  };
  const approve = (applicationId: string, payoutAmount: number, day: number) =>
    reviewResults(
      deps,
      brand,
      applicationId,
      reviewResultsInput.parse({ action: 'approve', payoutAmount }),
      at(day),
    );

  await report(
    who.noor,
    work.noorLookbook,
    {
      contentUrl: 'https://www.instagram.com/p/demo-winter-lookbook/',
      views: 24_600,
      likes: 1_840,
      comments: 112,
      shares: 57,
    },
    -24,
    ['Lookbook results', '#5b6b8c'],
  );
  await approve(work.noorLookbook, 2_500, -22);
  await markPayoutPaid(
    deps,
    brand,
    work.noorLookbook,
    markPaidInput.parse({ paidOn: isoDay(at(-20)), reference: 'ENBD-TRF-58231' }),
    at(-20),
  );

  await report(
    who.layla,
    work.laylaLookbook,
    {
      contentUrl: 'https://www.instagram.com/p/demo-layla-winter-looks/',
      views: 12_600,
      likes: 540,
      comments: 18,
    },
    -3,
    ['Winter layers results', '#7a4e8c'],
  );
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
