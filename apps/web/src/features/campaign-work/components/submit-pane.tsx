import { CREATOR_PLACE_STATUSES, submittablePlatforms, type CreatorWorkItem } from '@partnerly/contracts';
import { CheckCircle2, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/i18n-provider';
import { SubmitContentForm } from './submit-content-form';

/** The Submit Content tab: the form while a platform is open, else why nothing is to submit. */
export function SubmitPane({ item }: { item: CreatorWorkItem }) {
  const t = useT();
  if (!(CREATOR_PLACE_STATUSES as readonly string[]).includes(item.applicationStatus)) {
    return <Notice icon={<Clock aria-hidden />}>{t('campaignWork.notApproved')}</Notice>;
  }
  const platforms = submittablePlatforms(item.platforms, item.submissions);
  if (platforms.length > 0) return <SubmitContentForm item={item} platforms={platforms} />;
  if (item.workStatus === 'completed') {
    return (
      <Notice icon={<CheckCircle2 aria-hidden />}>
        {item.contentStatus === 'approved'
          ? t('campaignWork.allApprovedReport')
          : t('campaignWork.allApproved')}
      </Notice>
    );
  }
  return <Notice icon={<Clock aria-hidden />}>{t('campaignWork.allWithBrand')}</Notice>;
}

function Notice({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3 rounded-xl border border-dashed p-6 text-sm [&>svg]:size-5 [&>svg]:shrink-0 [&>svg]:text-muted-foreground">
      {icon}
      <p>{children}</p>
    </div>
  );
}
