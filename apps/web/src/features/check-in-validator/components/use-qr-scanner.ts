import { CHECK_IN_MESSAGES } from '@partnerly/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { cameraErrorMessage } from './camera-error';
import { createQrDetector, type QrDetector } from './qr-detector';

/** How often a frame is decoded: quick enough to feel instant, light on a phone's battery. */
const DECODE_INTERVAL_MS = 200;

export type ScannerState =
  | { status: 'off' }
  | { status: 'starting' }
  /** The preview runs; `isPaused` while a scanned code is on the result card. */
  | { status: 'on'; isPaused: boolean }
  | { status: 'error'; message: string };

interface Session {
  stream: MediaStream | null;
  timer: ReturnType<typeof setTimeout> | undefined;
  isStopped: boolean;
}

/**
 * The camera scanner (issue 20 items 2 and 5): the back camera's preview in `videoRef`, a frame
 * decoded every 200 ms. A QR code found pauses decoding (the camera keeps running, so the next
 * guest is scanned at once) and goes to `onDecode`; `resume` decodes again. The camera stops
 * with `stop` and when the page is left.
 */
export function useQrScanner(onDecode: (text: string) => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<ScannerState>({ status: 'off' });
  const session = useRef<Session | null>(null);
  const isPaused = useRef(false);
  const onDecodeRef = useRef(onDecode);
  useEffect(() => {
    onDecodeRef.current = onDecode;
  });

  const stop = useCallback(() => {
    const current = session.current;
    session.current = null;
    if (current) {
      current.isStopped = true;
      clearTimeout(current.timer);
      for (const track of current.stream?.getTracks() ?? []) track.stop();
    }
    if (videoRef.current) videoRef.current.srcObject = null;
    setState({ status: 'off' });
  }, []);

  const start = useCallback(async () => {
    if (session.current) return;
    const current: Session = { stream: null, timer: undefined, isStopped: false };
    session.current = current;
    isPaused.current = false;
    setState({ status: 'starting' });

    if (!navigator.mediaDevices?.getUserMedia) {
      session.current = null;
      setState({ status: 'error', message: cameraErrorMessage(null) });
      return;
    }
    // The decoder loads while the browser asks for the camera.
    const detectorLoad = createQrDetector();
    detectorLoad.catch(() => undefined);
    let detector: QrDetector;
    try {
      current.stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
        audio: false,
      });
    } catch (error) {
      if (current.isStopped) return;
      session.current = null;
      setState({ status: 'error', message: cameraErrorMessage(error) });
      return;
    }
    const fail = (message: string) => {
      for (const track of current.stream?.getTracks() ?? []) track.stop();
      session.current = null;
      setState({ status: 'error', message });
    };
    try {
      detector = await detectorLoad;
    } catch {
      if (!current.isStopped) fail(CHECK_IN_MESSAGES.scannerFailed);
      return;
    }
    const video = videoRef.current;
    if (current.isStopped || !video) {
      for (const track of current.stream.getTracks()) track.stop();
      return;
    }
    video.srcObject = current.stream;
    try {
      await video.play();
    } catch (error) {
      // A play() interrupted by stopping is no failure; anything else is the camera's.
      if (!current.isStopped) fail(cameraErrorMessage(error));
      return;
    }
    if (current.isStopped) return;
    setState({ status: 'on', isPaused: false });

    const decodeLoop = async () => {
      if (current.isStopped) return;
      if (
        !isPaused.current &&
        video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA &&
        video.videoWidth > 0
      ) {
        try {
          const text = (await detector.detect(video)).find((code) => code.rawValue)?.rawValue;
          if (text && !current.isStopped && !isPaused.current) {
            isPaused.current = true;
            setState({ status: 'on', isPaused: true });
            onDecodeRef.current(text);
          }
        } catch {
          // A frame that cannot be read (the camera switching, a frame not ready): the next one may.
        }
      }
      if (!current.isStopped) current.timer = setTimeout(() => void decodeLoop(), DECODE_INTERVAL_MS);
    };
    void decodeLoop();
  }, []);

  /** Decodes again (the next guest), if the camera is on. */
  const resume = useCallback(() => {
    if (!session.current || !isPaused.current) return;
    isPaused.current = false;
    setState((previous) => (previous.status === 'on' ? { status: 'on', isPaused: false } : previous));
  }, []);

  // Leaving the page turns the camera off.
  useEffect(() => stop, [stop]);

  return { videoRef, state, start, stop, resume };
}
