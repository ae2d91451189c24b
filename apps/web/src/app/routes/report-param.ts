import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

// The campaign report dialog lives in the URL (?report={campaignId}), so a notification of
// new results (/dashboard?tab=submissions&campaign={id}&report={id}) opens it, and Back or a
// reload keeps it.

const REPORT_PARAM = 'report';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The campaign ?report= names; anything but a campaign id opens nothing. */
export function reportOf(params: URLSearchParams): string | null {
  const value = params.get(REPORT_PARAM)?.trim();
  return value && UUID.test(value) ? value : null;
}

/** The same search params with the report of `campaignId` open, or closed for null. */
export function withReportParam(params: URLSearchParams, campaignId: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (campaignId) next.set(REPORT_PARAM, campaignId);
  else next.delete(REPORT_PARAM);
  return next;
}

/** The campaign whose report is open, with opening and closing it. */
export function useReportParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const open = useCallback(
    (campaignId: string) =>
      setSearchParams((current) => withReportParam(current, campaignId), { replace: true }),
    [setSearchParams],
  );
  const close = useCallback(
    () => setSearchParams((current) => withReportParam(current, null), { replace: true }),
    [setSearchParams],
  );
  return { campaignId: reportOf(searchParams), open, close };
}
