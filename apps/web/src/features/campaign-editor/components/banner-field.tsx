import { ImageUp, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';
import { uploadBanner } from '../api/upload-banner';
import { bannerFileError, type BannerImage } from './campaign-form-state';
import { describedBy, FieldMessages } from './form-field';

/** Spec 02 section 9: upload progress resets 1 s after finishing. */
const PROGRESS_RESET_MS = 1000;

interface BannerFieldProps {
  banner: BannerImage | null;
  error?: string;
  onChange(banner: BannerImage | null): void;
  onError(message: string | undefined): void;
  onBusyChange(isBusy: boolean): void;
}

/** Banner image: picked, checked, uploaded with progress, previewed, removable. */
export function BannerField({ banner, error, onChange, onError, onBusyChange }: BannerFieldProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(
    () => () => {
      abortRef.current?.abort();
      clearTimeout(resetTimer.current);
    },
    [],
  );

  const onPick = async (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const problem = bannerFileError(file);
    if (problem) {
      onError(problem);
      return;
    }
    onError(undefined);
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    clearTimeout(resetTimer.current);
    setProgress(0);
    onBusyChange(true);
    try {
      const upload = await uploadBanner(file, { onProgress: setProgress, signal: controller.signal });
      onChange({ uploadId: upload.id, url: upload.url });
      resetTimer.current = setTimeout(() => setProgress(null), PROGRESS_RESET_MS);
    } catch (caught) {
      setProgress(null);
      if (controller.signal.aborted) return;
      const failed = t('campaignEditor.uploadFailed');
      const message = isApiError(caught) ? caught.message : failed;
      onError(message);
      toast({ title: failed, description: message, variant: 'destructive' });
    } finally {
      if (abortRef.current === controller) onBusyChange(false);
    }
  };

  const isUploading = progress !== null && progress < 100;
  const hint = t('campaignEditor.bannerHint');
  return (
    <div className="grid gap-2">
      <Label htmlFor="campaign-field-bannerUploadId">{t('campaignEditor.banner')}</Label>
      {banner ? (
        <div className="relative overflow-hidden rounded-md border">
          <img
            src={banner.url}
            alt={t('campaignEditor.bannerPreview')}
            className="aspect-[3/1] w-full object-cover"
          />
          <Button
            variant="secondary"
            size="sm"
            className="absolute end-2 top-2"
            onClick={() => onChange(null)}
            disabled={isUploading}
          >
            <Trash2 aria-hidden /> {t('campaignEditor.removeBanner')}
          </Button>
        </div>
      ) : null}
      <div className="flex items-center gap-2">
        <ImageUp className="size-5 shrink-0 text-muted-foreground" aria-hidden />
        <input
          ref={inputRef}
          type="file"
          accept="image/*"
          disabled={isUploading}
          onChange={(event) => void onPick(event.target.files?.[0])}
          className="block w-full text-sm file:me-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-2 file:text-sm file:font-medium hover:file:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
          {...describedBy('bannerUploadId', error, hint)}
        />
      </div>
      {progress !== null ? (
        <div className="grid gap-1">
          <div
            role="progressbar"
            aria-label={t('campaignEditor.uploadProgress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-2 overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full bg-primary transition-[width]" style={{ width: `${progress}%` }} />
          </div>
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {progress < 100
              ? t('campaignEditor.uploading', { progress: String(progress) })
              : t('campaignEditor.uploadComplete')}
          </p>
        </div>
      ) : null}
      <FieldMessages field="bannerUploadId" error={error} hint={hint} />
    </div>
  );
}
