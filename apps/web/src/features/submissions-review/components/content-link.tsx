import { ExternalLink } from 'lucide-react';
import { useT } from '@/lib/i18n/i18n-provider';
import { contentLinkLabel } from './submission-format';

/** The creator's content, opened in a new tab that cannot reach back into this one. */
export function ContentLink({ url, className }: { url: string; className?: string }) {
  const t = useT();
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={`inline-flex max-w-full min-w-0 items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ${className ?? ''}`}
    >
      <ExternalLink className="size-4 shrink-0" aria-hidden />
      <span className="truncate" dir="ltr">
        {contentLinkLabel(url)}
      </span>
      <span className="sr-only">{t('submissionsReview.opensInNewTab')}</span>
    </a>
  );
}
