import { PRIVATE_CODE_MESSAGES } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import { ImageUp, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { renderCroppedImage, type PixelArea } from '@/components/image-crop/crop-image';
import { ImageCropDialog } from '@/components/image-crop/image-crop-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';
import { useUploadLogo } from '../api/upload-logo';
import { logoFileProblem } from './code-form-rules';

/** The form's checks of a chosen file (code-form-rules.ts, the spec's words) in the app's language. */
const LOGO_PROBLEM_KEYS: Partial<Record<string, MessageKey>> = {
  [PRIVATE_CODE_MESSAGES.logoTooLarge]: 'privateCodes.logoTooLarge',
  [PRIVATE_CODE_MESSAGES.logoNotImage]: 'privateCodes.logoNotImage',
};

export interface UploadedLogo {
  id: string;
  url: string;
}

interface LogoFieldProps {
  logo: UploadedLogo | null;
  onChange(logo: UploadedLogo | null): void;
  /** Told while the logo uploads: the form waits for it. */
  onBusyChange(isBusy: boolean): void;
  error?: string;
  isDisabled: boolean;
}

/**
 * The form's optional logo: an image under 5 MB ('File size must be less than 5MB', 'Please
 * select an image file'), adjusted in the shared crop dialog (300x300, zoom 0.5 to 3), then
 * uploaded at once so the code is created with its upload id.
 */
export function LogoField({ logo, onChange, onBusyChange, error, isDisabled }: LogoFieldProps) {
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<{ src: string; fileName: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadLogo();
  const labelId = useId();
  const errorId = useId();

  // The object URL is released when the dialog closes or another file is chosen.
  useEffect(() => {
    if (!chosen) return;
    return () => URL.revokeObjectURL(chosen.src);
  }, [chosen]);

  const fail = (description?: string) =>
    toast({ variant: 'destructive', title: t('privateCodes.logoUploadFailed'), description });

  const onFile = (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const problem = logoFileProblem(file);
    if (problem) {
      toast({
        variant: 'destructive',
        title: t(LOGO_PROBLEM_KEYS[problem] ?? 'privateCodes.logoUploadFailed'),
      });
      return;
    }
    setChosen({ src: URL.createObjectURL(file), fileName: file.name });
  };

  const onConfirm = async (area: PixelArea) => {
    if (!chosen) return;
    let file: File;
    try {
      file = await renderCroppedImage(chosen.src, area, chosen.fileName);
    } catch (problem) {
      fail((problem as Error).message);
      return;
    }
    setProgress(0);
    onBusyChange(true);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: (uploaded) => {
          onChange({ id: uploaded.id, url: uploaded.url });
          setChosen(null);
        },
        onError: (problem) => fail(isApiError(problem) ? problem.message : undefined),
        onSettled: () => {
          setProgress(null);
          onBusyChange(false);
        },
      },
    );
  };

  return (
    <div className="grid gap-2" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="text-sm leading-none font-medium">
        {t('privateCodes.logo')}
      </span>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-muted">
          {logo ? (
            <img src={logo.url} alt={t('privateCodes.logoAlt')} className="size-full object-cover" />
          ) : (
            <ImageUp className="size-6 text-muted-foreground" aria-hidden />
          )}
        </div>
        <input
          ref={inputRef}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          onChange={(event) => onFile(event.target.files?.[0])}
          data-testid="private-code-logo-input"
        />
        <Button
          variant="outline"
          size="sm"
          disabled={isDisabled || upload.isPending}
          aria-describedby={error ? errorId : undefined}
          onClick={() => inputRef.current?.click()}
        >
          <ImageUp aria-hidden /> {logo ? t('privateCodes.changeLogo') : t('privateCodes.uploadLogo')}
        </Button>
        {logo ? (
          <Button variant="ghost" size="sm" disabled={isDisabled} onClick={() => onChange(null)}>
            <Trash2 aria-hidden /> {t('common.remove')}
          </Button>
        ) : null}
      </div>
      <p className="text-xs text-muted-foreground">{t('privateCodes.logoHint')}</p>
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <ImageCropDialog
        key={chosen?.src ?? 'closed'}
        src={chosen?.src ?? null}
        title={t('privateCodes.adjustLogo')}
        progress={progress}
        isSaving={upload.isPending}
        onCancel={() => setChosen(null)}
        onConfirm={(area) => void onConfirm(area)}
        onUnreadable={() => {
          setChosen(null);
          fail(t('privateCodes.logoUnreadable'));
        }}
      />
    </div>
  );
}
