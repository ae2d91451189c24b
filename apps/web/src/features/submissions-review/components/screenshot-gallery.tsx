import type { SubmissionScreenshot } from '@partnerly/contracts';
import { useT } from '@/lib/i18n/i18n-provider';

/** The submission's screenshots as thumbnails; each opens full size in a new tab. */
export function ScreenshotGallery({
  screenshots,
  creatorName,
}: {
  screenshots: SubmissionScreenshot[];
  creatorName: string;
}) {
  const t = useT();
  if (screenshots.length === 0) return null;
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-medium">{t('submissionsReview.screenshots')}</h3>
      <ul aria-label={t('submissionsReview.screenshots')} className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {screenshots.map((screenshot, index) => (
          <li key={screenshot.id}>
            <a
              href={screenshot.url}
              target="_blank"
              rel="noopener noreferrer"
              className="block overflow-hidden rounded-md border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <img
                src={screenshot.url}
                alt={t('submissionsReview.screenshotAlt', {
                  index: index + 1,
                  total: screenshots.length,
                  name: creatorName,
                })}
                loading="lazy"
                className="aspect-square w-full bg-muted object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
