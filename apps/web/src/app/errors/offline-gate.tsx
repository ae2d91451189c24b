import { useEffect, useState, type ReactNode } from 'react';
import { ConnectionScreen } from './connection-screen';

/**
 * Shows 'You're Offline' while the browser has no connection. The page stays mounted
 * underneath (hidden), so a half-filled form is still there when the connection returns.
 */
export function OfflineGate({ children }: { children: ReactNode }) {
  const [isOffline, setIsOffline] = useState(() => !navigator.onLine);

  useEffect(() => {
    const goOffline = () => setIsOffline(true);
    window.addEventListener('offline', goOffline);
    return () => window.removeEventListener('offline', goOffline);
  }, []);

  return (
    <>
      {isOffline ? (
        <ConnectionScreen variant="offline" hasDocumentTitle={false} onRecover={() => setIsOffline(false)} />
      ) : null}
      <div className={isOffline ? 'hidden' : 'contents'}>{children}</div>
    </>
  );
}
