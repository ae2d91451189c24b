import { find } from 'linkifyjs';

/** A piece of a message's plain text: words as they were typed, or a web address to link. */
export type MessageTextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const WEB_SCHEMES = new Set(['http:', 'https:']);

/** The address a found link opens, only when it is a web address (http or https). */
function webHref(href: string): string | null {
  try {
    const url = new URL(href);
    return WEB_SCHEMES.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Splits a message's body into text and web links (decision 0072: bodies are plain text, the
 * client links URLs). linkifyjs finds http(s) addresses and bare ones (www.example.com, which open
 * over http(s)); anything else, javascript: and e-mail addresses included, stays text. The parts are
 * rendered as React text and <a> elements, so markup in a message shows as typed.
 */
export function messageTextParts(body: string): MessageTextPart[] {
  const parts: MessageTextPart[] = [];
  let cursor = 0;
  const pushText = (text: string) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last?.kind === 'text') last.text += text;
    else parts.push({ kind: 'text', text });
  };
  for (const link of find(body, 'url')) {
    const href = webHref(link.href);
    pushText(body.slice(cursor, link.start));
    if (href) parts.push({ kind: 'link', text: link.value, href });
    else pushText(link.value);
    cursor = link.end;
  }
  pushText(body.slice(cursor));
  return parts;
}
