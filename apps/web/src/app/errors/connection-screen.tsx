import { RefreshCw, ServerCrash, WifiOff } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/i18n-provider';
import type { MessageKey } from '@partnerly/contracts/i18n';
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
    title: 'errors.offlineTitle',
    message: 'errors.offlineMessage',
  },
  problem: {
    icon: ServerCrash,
    title: 'errors.problemTitle',
    message: 'errors.problemMessage',
  },
} as const satisfies Record<string, { icon: unknown; title: MessageKey; message: MessageKey }>;

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
  const t = useT();
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
      title={t(title)}
      message={t(message)}
      actions={
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden /> {t('errors.reloadPage')}
        </Button>
      }
    >
      <p className="flex min-h-6 items-center gap-2 text-sm text-muted-foreground">
        {isChecking ? (
          <>
            <Spinner className="size-4" /> {t('errors.checkingConnection')}
          </>
        ) : (
          t('errors.tryingAgainIn', { seconds: secondsLeft })
        )}
      </p>
    </ErrorScreen>
  );
}
