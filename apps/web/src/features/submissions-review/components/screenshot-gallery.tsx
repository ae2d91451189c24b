import type { SubmissionScreenshot } from '@partnerly/contracts';

/** The submission's screenshots as thumbnails; each opens full size in a new tab. */
export function ScreenshotGallery({
  screenshots,
  creatorName,
}: {
  screenshots: SubmissionScreenshot[];
  creatorName: string;
}) {
  if (screenshots.length === 0) return null;
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-medium">Screenshots</h3>
      <ul aria-label="Screenshots" className="grid grid-cols-3 gap-2 sm:grid-cols-5">
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
                alt={`Screenshot ${index + 1} of ${screenshots.length} by ${creatorName}, opens full size in a new tab`}
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
