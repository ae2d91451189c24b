import { Camera, CameraOff } from 'lucide-react';
import type { RefObject } from 'react';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/i18n-provider';
import { cn } from '@/lib/utils';
import { checkInText } from './check-in-messages';
import type { ScannerState } from './use-qr-scanner';

/**
 * The camera's live picture with a frame to aim the pass at, or why the camera is not on (or,
 * before it starts, where the picture will be). The video element stays mounted (hidden while
 * off), so the scanner can hand it the stream.
 */
export function CameraPreview({
  videoRef,
  state,
  hasResult,
}: {
  videoRef: RefObject<HTMLVideoElement | null>;
  state: ScannerState;
  /** A result card is shown: the picture gets lower on a phone, so the card fits beside it. */
  hasResult: boolean;
}) {
  const t = useT();
  const isShown = state.status === 'starting' || state.status === 'on';
  const isPaused = state.status === 'on' && state.isPaused;
  return (
    <>
      {state.status === 'off' && !hasResult ? (
        <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed sm:aspect-[3/1] p-6 text-center text-muted-foreground">
          <Camera className="size-10" aria-hidden />
          <p className="max-w-64 text-sm">{t('checkIn.cameraIdle')}</p>
        </div>
      ) : null}
      <div
        className={cn(
          'relative w-full overflow-hidden rounded-xl bg-black',
          hasResult ? 'aspect-[2/1] sm:aspect-[4/3]' : 'aspect-[4/3]',
          isShown ? null : 'hidden',
        )}
      >
        <video
          ref={videoRef}
          muted
          playsInline
          aria-label={t('checkIn.cameraPreview')}
          className={cn('size-full object-cover', isPaused ? 'opacity-60' : null)}
        />
        {/* Where to hold the pass. */}
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 m-auto aspect-square w-3/5 max-w-64 rounded-2xl border-4 border-white/80 shadow-[0_0_0_100vmax_rgb(0_0_0/0.25)]"
        />
        {state.status === 'starting' ? (
          <p
            role="status"
            className="absolute inset-x-0 bottom-3 flex items-center justify-center gap-2 text-sm font-medium text-white"
          >
            <Spinner className="text-white" /> {t('checkIn.startingCamera')}
          </p>
        ) : state.status === 'on' ? (
          <p className="absolute inset-x-0 bottom-3 text-center text-sm font-medium text-white">
            {isPaused ? t('checkIn.codeRead') : t('checkIn.holdPass')}
          </p>
        ) : null}
      </div>
      {state.status === 'error' ? (
        <Alert variant="destructive">
          <CameraOff aria-hidden />
          <p>{checkInText(t, state.message)}</p>
        </Alert>
      ) : null}
    </>
  );
}
