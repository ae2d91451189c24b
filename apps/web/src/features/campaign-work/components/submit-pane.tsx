import {
  CREATOR_PLACE_STATUSES,
  SUBMISSION_MESSAGES,
  submittablePlatforms,
  type CreatorWorkItem,
} from '@partnerly/contracts';
import { CheckCircle2, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { SubmitContentForm } from './submit-content-form';

/** The Submit Content tab: the form while a platform is open, else why nothing is to submit. */
export function SubmitPane({ item }: { item: CreatorWorkItem }) {
  if (!(CREATOR_PLACE_STATUSES as readonly string[]).includes(item.applicationStatus)) {
    return <Notice icon={<Clock aria-hidden />}>{SUBMISSION_MESSAGES.notApproved}.</Notice>;
  }
  const platforms = submittablePlatforms(item.platforms, item.submissions);
  if (platforms.length > 0) return <SubmitContentForm item={item} platforms={platforms} />;
  if (item.workStatus === 'completed') {
    return (
      <Notice icon={<CheckCircle2 aria-hidden />}>
        The brand approved your content on every platform. There is no more content to submit
        {item.contentStatus === 'approved' ? ': report your final results in the Analytics tab.' : '.'}
      </Notice>
    );
  }
  return (
    <Notice icon={<Clock aria-hidden />}>
      {SUBMISSION_MESSAGES.awaitingReview}: your content for every platform is with the brand. If they ask for
      a revision, their feedback shows here and you can submit again.
    </Notice>
  );
}

function Notice({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3 rounded-xl border border-dashed p-6 text-sm [&>svg]:size-5 [&>svg]:shrink-0 [&>svg]:text-muted-foreground">
      {icon}
      <p>{children}</p>
    </div>
  );
}
