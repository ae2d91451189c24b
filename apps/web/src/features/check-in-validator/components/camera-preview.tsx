import { CameraOff } from 'lucide-react';
import type { RefObject } from 'react';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import type { ScannerState } from './use-qr-scanner';

/**
 * The camera's live picture with a frame to aim the pass at, or why the camera is not on. The
 * video element stays mounted (hidden while off), so the scanner can hand it the stream.
 */
export function CameraPreview({ videoRef, state }: { videoRef: RefObject<HTMLVideoElement | null>; state: ScannerState }) {
  const isShown = state.status === 'starting' || state.status === 'on';
  const isPaused = state.status === 'on' && state.isPaused;
  return (
    <>
      <div
        className={cn(
          'relative aspect-[4/3] w-full overflow-hidden rounded-xl bg-black',
          isShown ? null : 'hidden',
        )}
      >
        <video
          ref={videoRef}
          muted
          playsInline
          aria-label="Camera preview"
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
            <Spinner className="text-white" /> Starting camera…
          </p>
        ) : state.status === 'on' ? (
          <p className="absolute inset-x-0 bottom-3 text-center text-sm font-medium text-white">
            {isPaused ? 'Code read' : 'Hold the pass inside the frame'}
          </p>
        ) : null}
      </div>
      {state.status === 'error' ? (
        <Alert variant="destructive">
          <CameraOff aria-hidden />
          <p>{state.message}</p>
        </Alert>
      ) : null}
    </>
  );
}
