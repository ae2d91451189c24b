import { RefreshCw, ServerCrash, WifiOff } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ErrorScreen } from './error-screen';
import { useBackoffRetry } from './use-backoff-retry';

const PROBE_TIMEOUT_MS = 3000;

/** True when the browser is online and the Partnerly server answers. */
async function isServerReachable(): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    const response = await fetch('/api/health', {
      cache: 'no-store',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    return response.ok;
  } catch {
    return false;
  }
}

const COPY = {
  offline: {
    icon: WifiOff,
    title: "You're Offline",
    message: 'Check your internet connection. We will reconnect as soon as you are back online.',
  },
  problem: {
    icon: ServerCrash,
    title: 'Connection Problem',
    message: 'We could not reach Partnerly. Check your connection, or try again in a moment.',
  },
} as const;

interface ConnectionScreenProps {
  variant: keyof typeof COPY;
  /** Runs when the connection works again (e.g. hide the screen or reload what failed). */
  onRecover: () => void;
  /** Retries already made before this screen appeared (see reload-backoff.ts). */
  initialAttempt?: number;
  /** False when the page underneath stays mounted with its own title. */
  hasDocumentTitle?: boolean;
}

/** 'You're Offline' / 'Connection Problem': retries with back-off (1 s doubling to 5 s), Reload Page. */
export function ConnectionScreen({
  variant,
  onRecover,
  initialAttempt,
  hasDocumentTitle,
}: ConnectionScreenProps) {
  const { secondsLeft, isChecking, retryNow } = useBackoffRetry({
    probe: isServerReachable,
    onRecover,
    initialAttempt,
  });
  const { icon, title, message } = COPY[variant];

  useEffect(() => {
    window.addEventListener('online', retryNow);
    return () => window.removeEventListener('online', retryNow);
  }, [retryNow]);

  return (
    <ErrorScreen
      icon={icon}
      tone="warning"
      hasDocumentTitle={hasDocumentTitle}
      title={title}
      message={message}
      actions={
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden /> Reload Page
        </Button>
      }
    >
      <p className="flex min-h-6 items-center gap-2 text-sm text-muted-foreground">
        {isChecking ? (
          <>
            <Spinner className="size-4" /> Checking connection...
          </>
        ) : (
          `Trying again in ${secondsLeft} s`
        )}
      </p>
    </ErrorScreen>
  );
}
