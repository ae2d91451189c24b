import {
  platformLabel,
  PLATFORM_WORK_STATUS_TONES,
  platformWorkStatuses,
  type CreatorWorkItem,
} from '@partnerly/contracts';
import { ExternalLink } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { ToneBadge } from '@/components/ui/tone-badge';
import { useT } from '@/lib/i18n/i18n-provider';
import { PLATFORM_WORK_STATUS_KEYS } from './campaign-work-format';

/** Each required platform, the state of its content and, when sent back, the brand's feedback. */
export function PlatformStatusList({ item }: { item: CreatorWorkItem }) {
  const t = useT();
  return (
    <section
      aria-labelledby="platform-status-title"
      className="grid grid-cols-1 gap-3 rounded-xl border bg-card p-4 shadow-sm"
    >
      <h2 id="platform-status-title" className="text-sm font-medium">
        {t('campaignWork.platforms')}
      </h2>
      <ul className="grid grid-cols-1 gap-2">
        {platformWorkStatuses(item.platforms, item.submissions).map(({ platform, status }) => {
          const submission = item.submissions.find((entry) => entry.platform === platform);
          const isSentBack = status === 'revision_requested' || status === 'rejected';
          return (
            <li key={platform} className="grid grid-cols-1 gap-1.5 rounded-md border px-3 py-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">{platformLabel(platform)}</span>
                <ToneBadge tone={PLATFORM_WORK_STATUS_TONES[status]}>
                  {t(PLATFORM_WORK_STATUS_KEYS[status])}
                </ToneBadge>
              </div>
              {submission ? (
                <a
                  href={submission.contentUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex w-fit max-w-full items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
                >
                  <span className="min-w-0 truncate">{submission.contentUrl}</span>
                  <ExternalLink className="size-3.5 shrink-0" aria-hidden />
                  <span className="sr-only">{t('campaignWork.opensInNewTab')}</span>
                </a>
              ) : null}
              {isSentBack && submission?.feedback ? (
                <p className="text-sm whitespace-pre-line">
                  <FormattedMessage
                    id="campaignWork.brandFeedback"
                    values={{
                      feedback: submission.feedback,
                      label: (chunks) => <span className="font-medium">{chunks}</span>,
                    }}
                  />
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
