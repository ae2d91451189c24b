import { SUPPORT_ADDRESS } from './support-address';

/** A mailto: link to support, prefilled with what went wrong, where and when. */
export function supportMailto(details: { problem: string; error?: unknown }): string {
  const errorText =
    details.error instanceof Error ? details.error.message : details.error ? String(details.error) : '';
  const body = [
    `Problem: ${details.problem}`,
    `Page: ${window.location.pathname}${window.location.search}`,
    `Time: ${new Date().toISOString()}`,
    errorText ? `Error: ${errorText.slice(0, 500)}` : null,
    '',
    'What I was doing:',
    '',
  ]
    .filter((line) => line !== null)
    .join('\n');
  const query = new URLSearchParams({ subject: `Partnerly: ${details.problem}`, body });
  // mailto bodies need %20 for spaces; URLSearchParams writes '+'.
  return `mailto:${SUPPORT_ADDRESS}?${query.toString().replace(/\+/g, '%20')}`;
}
