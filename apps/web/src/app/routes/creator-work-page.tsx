import { CreatorWorkRoute } from '@/features/creator-work/routes/creator-work-route';

/** /creator-work: the creator side's work after an approval (spec 03 'Creator work'). */
export function CreatorWorkPage() {
  return <CreatorWorkRoute />;
}
