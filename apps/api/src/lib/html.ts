import { html as honoHtml, raw } from 'hono/html';
import type { HtmlEscaped } from 'hono/utils/html';

/**
 * Markup written by `html`: put into another `html` template as it is, never escaped twice.
 * It is not a string on purpose (a finished document is `String(markup)`), so markup cannot
 * slip into a plain-text field unnoticed.
 */
export type Html = HtmlEscaped;

/**
 * What a template interpolates: text (escaped), markup from `html`, numbers, and lists of
 * these; null, undefined and false render nothing (`${link && html`...`}`).
 */
export type HtmlValue = string | number | Html | null | undefined | false | HtmlValue[];

// Numeric character references (&#60; for <), as Partnerly's e-mails have always written them.
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const escaped = (value: HtmlValue): HtmlValue =>
  typeof value === 'string' ? raw(escapeHtml(value)) : Array.isArray(value) ? value.map(escaped) : value;

/**
 * The one way the API writes HTML (e-mails, the sandbox checkout page): hono's `html`
 * tagged template, in which every interpolated value is escaped unless it is markup from
 * another `html` template. Synchronous: no value may be a Promise.
 */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): Html {
  const markup = honoHtml(strings, ...values.map(escaped));
  if (markup instanceof Promise) throw new TypeError('html: a value was a Promise');
  return markup;
}
