import { ZoomIn, ZoomOut } from 'lucide-react';
import { useId, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
// The cropper's styles as a file: injected as a <style> element, the CSP would block them.
import 'react-easy-crop/react-easy-crop.css';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/i18n-provider';
import { CROP_OUTPUT_SIZE, CROP_ZOOM, clampZoom, type PixelArea } from './crop-image';

interface ImageCropDialogProps {
  /** Object URL of the chosen file; the dialog is open while it is set. */
  src: string | null;
  title: string;
  /** Upload progress 0 to 100 while saving, else null. */
  progress: number | null;
  isSaving: boolean;
  onCancel: () => void;
  onConfirm: (area: PixelArea) => void;
  onUnreadable: () => void;
}

/** Crop / adjust before upload: a square area, zoom 0.5 to 3 in steps of 0.1, 300x300 output. */
export function ImageCropDialog({
  src,
  title,
  progress,
  isSaving,
  onCancel,
  onConfirm,
  onUnreadable,
}: ImageCropDialogProps) {
  const t = useT();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(CROP_ZOOM.initial);
  const [area, setArea] = useState<PixelArea | null>(null);
  const zoomId = useId();
  const progressLabelId = useId();

  const reset = () => {
    setCrop({ x: 0, y: 0 });
    setZoom(CROP_ZOOM.initial);
    setArea(null);
  };

  return (
    <Dialog
      open={src !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen && !isSaving) {
          reset();
          onCancel();
        }
      }}
    >
      <DialogContent className="max-w-xl" onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{t('imageCrop.description', { size: CROP_OUTPUT_SIZE })}</DialogDescription>
        </DialogHeader>
        <div className="relative h-72 overflow-hidden rounded-lg bg-muted sm:h-80">
          {src ? (
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              minZoom={CROP_ZOOM.min}
              maxZoom={CROP_ZOOM.max}
              zoomSpeed={CROP_ZOOM.step}
              aspect={1}
              // A zoom below 1 shows the whole image inside the square: let it move freely.
              restrictPosition={zoom >= 1}
              onCropChange={setCrop}
              onZoomChange={(next) => setZoom(clampZoom(next))}
              onCropComplete={(_area: Area, pixels: Area) => setArea(pixels)}
              disableAutomaticStylesInjection
              mediaProps={{ alt: t('imageCrop.imageAlt'), onError: onUnreadable }}
              cropperProps={{ 'aria-label': t('imageCrop.cropArea') }}
            />
          ) : null}
        </div>
        <div className="grid gap-2">
          <Label htmlFor={zoomId}>{t('imageCrop.zoom')}</Label>
          <div className="flex items-center gap-2">
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('imageCrop.zoomOut')}
              disabled={isSaving || zoom <= CROP_ZOOM.min}
              onClick={() => setZoom(clampZoom(zoom - CROP_ZOOM.step))}
            >
              <ZoomOut aria-hidden />
            </Button>
            <input
              id={zoomId}
              type="range"
              min={CROP_ZOOM.min}
              max={CROP_ZOOM.max}
              step={CROP_ZOOM.step}
              value={zoom}
              disabled={isSaving}
              aria-valuetext={t('imageCrop.zoomValue', { n: zoom.toFixed(1) })}
              onChange={(event) => setZoom(clampZoom(Number(event.target.value)))}
              className="h-2 flex-1 cursor-pointer accent-primary"
            />
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('imageCrop.zoomIn')}
              disabled={isSaving || zoom >= CROP_ZOOM.max}
              onClick={() => setZoom(clampZoom(zoom + CROP_ZOOM.step))}
            >
              <ZoomIn aria-hidden />
            </Button>
            <span className="w-10 text-end text-sm text-muted-foreground tabular-nums">
              {t('imageCrop.zoomValue', { n: zoom.toFixed(1) })}
            </span>
          </div>
        </div>
        {progress !== null ? (
          <div className="grid gap-1.5">
            <p id={progressLabelId} className="text-sm text-muted-foreground">
              {t('imageCrop.uploadingProgress', { progress })}
            </p>
            <div
              role="progressbar"
              aria-labelledby={progressLabelId}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              className="h-2 overflow-hidden rounded-full bg-muted"
            >
              <div
                className="h-full rounded-full bg-primary transition-[width]"
                style={{ width: `${progress}%` }}
              />
            </div>
          </div>
        ) : null}
        <DialogFooter>
          <Button
            variant="outline"
            disabled={isSaving}
            onClick={() => {
              reset();
              onCancel();
            }}
          >
            {t('common.cancel')}
          </Button>
          <Button disabled={!area || isSaving} onClick={() => area && onConfirm(area)}>
            {isSaving ? <Spinner className="text-current" /> : null}
            {isSaving ? t('imageCrop.uploading') : t('common.save')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
