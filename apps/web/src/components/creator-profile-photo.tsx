import { ImageUp, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { imageFileProblem, renderCroppedImage, type PixelArea } from '@/components/image-crop/crop-image';
import { ImageCropDialog } from '@/components/image-crop/image-crop-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { useKnownText, useT } from '@/lib/i18n/i18n-provider';
import { ProfileImageError } from '@/lib/upload-image';
import {
  useRemoveCreatorProfileImage,
  useSetCreatorProfileImage,
} from '@/api/creator-profile/creator-profile-image';

const ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';
/** As the brand photo: the progress bar resets 1 s after finishing. */
const PROGRESS_RESET_MS = 1000;

const messageOf = (error: unknown) => {
  const cause = error instanceof ProfileImageError ? error.cause : error;
  if (isApiError(cause)) return cause.message;
  return cause instanceof Error ? cause.message : undefined;
};

interface CreatorProfilePhotoProps {
  imageUrl: string | null;
  /** The creator's name: the image's alt text and the initials shown without one. */
  name: string;
  initials: string;
}

/** Profile Photo: the photo or initials, Upload Photo (crop, then upload with progress), Remove. */
export function CreatorProfilePhoto({ imageUrl, name, initials }: CreatorProfilePhotoProps) {
  const t = useT();
  const known = useKnownText();
  const failed = (description?: string) =>
    toast({
      title: t('rules.creatorProfile.imageFailed'),
      description: description && known(description),
      variant: 'destructive',
    });
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<{ src: string; fileName: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const setImage = useSetCreatorProfileImage();
  const removeImage = useRemoveCreatorProfileImage();

  // The object URL is released when the dialog closes or another file is chosen.
  useEffect(() => {
    if (!chosen) return;
    return () => URL.revokeObjectURL(chosen.src);
  }, [chosen]);

  useEffect(() => {
    if (progress !== 100) return;
    const timer = setTimeout(() => setProgress(null), PROGRESS_RESET_MS);
    return () => clearTimeout(timer);
  }, [progress]);

  const onFile = (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) return failed(problem);
    setChosen({ src: URL.createObjectURL(file), fileName: file.name });
  };

  const onConfirm = async (area: PixelArea) => {
    if (!chosen) return;
    let file: File;
    try {
      file = await renderCroppedImage(chosen.src, area, chosen.fileName);
    } catch (error) {
      return failed(messageOf(error));
    }
    setProgress(0);
    setImage.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: () => {
          setChosen(null);
          toast({ title: t('rules.creatorProfile.imageUploaded'), variant: 'success' });
        },
        onError: (error) => {
          setProgress(null);
          failed(messageOf(error));
        },
      },
    );
  };

  const onRemove = () =>
    removeImage.mutate(undefined, {
      onSuccess: () => toast({ title: t('profilePhoto.removed'), variant: 'success' }),
      onError: (error) =>
        toast({
          title: t('profilePhoto.removeFailed'),
          description: known(messageOf(error) ?? '') || undefined,
          variant: 'destructive',
        }),
    });

  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row">
      <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-full border bg-muted text-2xl font-semibold text-muted-foreground">
        {imageUrl ? (
          <img src={imageUrl} alt={t('profilePhoto.alt', { name })} className="size-full object-cover" />
        ) : (
          <span aria-hidden>{initials}</span>
        )}
      </div>
      <div className="grid gap-2 text-center sm:text-start">
        <div className="flex flex-wrap justify-center gap-2 sm:justify-start">
          <input
            ref={inputRef}
            type="file"
            accept={ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-hidden
            onChange={(event) => onFile(event.target.files?.[0])}
            data-testid="creator-photo-file-input"
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={setImage.isPending}
            onClick={() => inputRef.current?.click()}
          >
            <ImageUp aria-hidden /> {t('profilePhoto.upload')}
          </Button>
          {imageUrl ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={removeImage.isPending}
              onClick={onRemove}
            >
              {removeImage.isPending ? <Spinner className="text-current" /> : <Trash2 aria-hidden />}
              {t('common.remove')}
            </Button>
          ) : null}
        </div>
        <p className="text-xs text-muted-foreground">{t('profilePhoto.hint')}</p>
      </div>
      <ImageCropDialog
        key={chosen?.src ?? 'closed'}
        src={chosen?.src ?? null}
        title={t('profilePhoto.adjust')}
        progress={progress}
        isSaving={setImage.isPending}
        onCancel={() => setChosen(null)}
        onConfirm={(area) => void onConfirm(area)}
        onUnreadable={() => {
          setChosen(null);
          failed(t('profilePhoto.unreadable'));
        }}
      />
    </div>
  );
}
