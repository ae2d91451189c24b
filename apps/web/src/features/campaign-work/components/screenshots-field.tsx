import { SUBMISSION_SCREENSHOTS_MAX } from '@partnerly/contracts';
import { ImageUp, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/i18n-provider';
import type { ScreenshotUploads } from './use-screenshot-uploads';

interface ScreenshotsFieldProps {
  uploads: ScreenshotUploads;
  /** The server's or the form's message for the screenshots. */
  error?: string;
  disabled?: boolean;
}

/** Screenshots: chosen, uploaded one by one with progress, shown as thumbnails with Remove. */
export function ScreenshotsField({ uploads, error, disabled }: ScreenshotsFieldProps) {
  const t = useT();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { screenshots, problem } = uploads;
  const isFull = screenshots.length >= SUBMISSION_SCREENSHOTS_MAX;
  const message = problem ?? error;

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t('campaignWork.screenshots')}</Label>
      <div className="flex items-center gap-2">
        <ImageUp className="size-5 shrink-0 text-muted-foreground" aria-hidden />
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          multiple
          disabled={disabled || isFull}
          aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
          aria-invalid={message ? true : undefined}
          onChange={(event) => {
            uploads.add([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
          className="block w-full text-sm file:me-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-2 file:text-sm file:font-medium hover:file:bg-accent focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60"
        />
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {isFull
          ? t('campaignWork.screenshotsFull', { max: SUBMISSION_SCREENSHOTS_MAX })
          : t('campaignWork.screenshotsHint', { max: SUBMISSION_SCREENSHOTS_MAX })}
      </p>
      {message ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {message}
        </p>
      ) : null}
      {screenshots.length > 0 ? (
        <ul
          aria-label={t('campaignWork.chosenScreenshots')}
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-5"
        >
          {screenshots.map((item) => (
            <li key={item.key} className="grid gap-1">
              <div className="relative overflow-hidden rounded-md border bg-muted">
                <img src={item.previewUrl} alt={item.name} className="aspect-square w-full object-cover" />
                {item.uploadId === null && item.error === null ? (
                  <div className="absolute inset-0 flex items-center justify-center bg-background/70">
                    <Spinner />
                  </div>
                ) : null}
                <Button
                  type="button"
                  variant="secondary"
                  size="icon"
                  className="absolute end-1 top-1 size-7"
                  onClick={() => uploads.remove(item.key)}
                  disabled={disabled}
                  aria-label={t('campaignWork.removeItem', { name: item.name })}
                >
                  <X aria-hidden />
                </Button>
              </div>
              <ScreenshotState
                progress={item.progress}
                isDone={item.uploadId !== null}
                isStored={item.isStored}
                error={item.error}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function ScreenshotState({
  progress,
  isDone,
  isStored,
  error,
}: {
  progress: number;
  isDone: boolean;
  isStored: boolean;
  error: string | null;
}) {
  const t = useT();
  if (error) return <p className="text-xs text-destructive">{error}</p>;
  if (isStored) return <p className="text-xs text-muted-foreground">{t('campaignWork.sentEarlier')}</p>;
  if (isDone) return <p className="text-xs text-muted-foreground">{t('campaignWork.uploaded')}</p>;
  return (
    <div className="grid gap-1">
      <div
        role="progressbar"
        aria-label={t('campaignWork.uploadProgress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-1.5 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${progress}%` }} />
      </div>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {t('campaignWork.uploading', { progress: String(progress) })}
      </p>
    </div>
  );
}
