import type { MessageKey } from '@partnerly/contracts/i18n';
import { ImageUp, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { imageFileProblem, renderCroppedImage, type PixelArea } from '@/components/image-crop/crop-image';
import { ImageCropDialog } from '@/components/image-crop/image-crop-dialog';
import { useT } from '@/lib/i18n/i18n-provider';
import { ProfileImageError } from '@/lib/upload-image';
import { useRemoveProfileImage, useSetProfileImage, type ProfileImageKind } from '../api/brand-profile-image';

const ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';
/** Spec 02 section 9: the progress bar resets 1 s after finishing. */
const PROGRESS_RESET_MS = 1000;

const TEXT = {
  logo: {
    upload: 'brandProfiles.uploadLogo',
    adjust: 'brandProfiles.adjustLogo',
    updated: 'brandProfiles.logoUpdated',
    removed: 'brandProfiles.logoRemoved',
    alt: 'brandProfiles.logoAlt',
  },
  photo: {
    upload: 'brandProfiles.uploadPhoto',
    adjust: 'brandProfiles.adjustPhoto',
    updated: 'brandProfiles.photoUpdated',
    removed: 'brandProfiles.photoRemoved',
    alt: 'brandProfiles.photoAlt',
  },
} as const satisfies Record<ProfileImageKind, Record<string, MessageKey>>;

/** Fallback initials: first letters of the first two words (BP for a brand without a name). */
function initialsFor(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const initials = words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  return initials || 'BP';
}

interface ProfilePhotoProps {
  profileId: string;
  imageUrl: string | null;
  kind: ProfileImageKind;
  /** Names the image and gives the initials shown without one. */
  name: string;
  /** Shows the image only (a workspace member cannot change brand profiles). */
  isReadOnly?: boolean;
}

/** The profile photo component (spec 02 section 2): image or initials, Upload, and Remove when set. */
export function ProfilePhoto({ profileId, imageUrl, kind, name, isReadOnly = false }: ProfilePhotoProps) {
  const t = useT();
  const text = TEXT[kind];
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<{ src: string; fileName: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const setImage = useSetProfileImage(profileId, kind);
  const removeImage = useRemoveProfileImage(profileId);

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
    if (problem) {
      toast({ title: t('brandProfiles.uploadFailed'), description: problem, variant: 'destructive' });
      return;
    }
    setChosen({ src: URL.createObjectURL(file), fileName: file.name });
  };

  const onConfirm = async (area: PixelArea) => {
    if (!chosen) return;
    let file: File;
    try {
      file = await renderCroppedImage(chosen.src, area, chosen.fileName);
    } catch (error) {
      toast({
        title: t('brandProfiles.uploadFailed'),
        description: (error as Error).message,
        variant: 'destructive',
      });
      return;
    }
    setProgress(0);
    setImage.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: () => {
          setChosen(null);
          toast({ title: t(text.updated), variant: 'success' });
        },
        onError: (error) => {
          setProgress(null);
          const isUpload = error instanceof ProfileImageError && error.stage === 'upload';
          const cause = error instanceof ProfileImageError ? error.cause : error;
          toast(
            isUpload
              ? {
                  title: t('brandProfiles.uploadFailed'),
                  description: isApiError(cause) ? cause.message : undefined,
                  variant: 'destructive',
                }
              : {
                  title: t('brandProfiles.updateFailed'),
                  description: isApiError(cause) ? cause.message : undefined,
                  variant: 'destructive',
                },
          );
        },
      },
    );
  };

  const onRemove = () =>
    removeImage.mutate(undefined, {
      onSuccess: () => toast({ title: t(text.removed), variant: 'success' }),
      onError: (error) =>
        toast({
          title: t('brandProfiles.removeImageFailed'),
          description: isApiError(error) ? error.message : undefined,
          variant: 'destructive',
        }),
    });

  return (
    <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-center">
      <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-full border bg-muted text-2xl font-semibold text-muted-foreground">
        {imageUrl ? (
          <img src={imageUrl} alt={t(text.alt, { name })} className="size-full object-cover" />
        ) : (
          <span aria-hidden>{initialsFor(name)}</span>
        )}
      </div>
      {isReadOnly ? null : (
        <div className="flex flex-wrap justify-center gap-2">
          <input
            ref={inputRef}
            type="file"
            accept={ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-hidden
            onChange={(event) => onFile(event.target.files?.[0])}
            data-testid={`${kind}-file-input`}
          />
          <Button
            variant="outline"
            size="sm"
            disabled={setImage.isPending}
            onClick={() => inputRef.current?.click()}
          >
            <ImageUp aria-hidden /> {t(text.upload)}
          </Button>
          {imageUrl ? (
            <Button variant="ghost" size="sm" disabled={removeImage.isPending} onClick={onRemove}>
              {removeImage.isPending ? <Spinner className="text-current" /> : <Trash2 aria-hidden />}
              {t('common.remove')}
            </Button>
          ) : null}
        </div>
      )}
      <ImageCropDialog
        key={chosen?.src ?? 'closed'}
        src={chosen?.src ?? null}
        title={t(text.adjust)}
        progress={progress}
        isSaving={setImage.isPending}
        onCancel={() => setChosen(null)}
        onConfirm={(area) => void onConfirm(area)}
        onUnreadable={() => {
          setChosen(null);
          toast({
            title: t('brandProfiles.uploadFailed'),
            description: t('brandProfiles.imageUnreadable'),
            variant: 'destructive',
          });
        }}
      />
    </div>
  );
}
