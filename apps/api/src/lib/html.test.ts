import { describe, expect, it } from 'vitest';
import { html } from './html';

describe('html', () => {
  it('escapes every interpolated string, in text and in attributes', () => {
    const value = `<script>alert(1)</script>"><img src=x onerror=1> & 'x'`;
    expect(String(html`<p title="${value}">${value}</p>`)).toBe(
      '<p title="&#60;script&#62;alert(1)&#60;/script&#62;&#34;&#62;&#60;img src=x onerror=1&#62; &#38; &#39;x&#39;">' +
        '&#60;script&#62;alert(1)&#60;/script&#62;&#34;&#62;&#60;img src=x onerror=1&#62; &#38; &#39;x&#39;</p>',
    );
  });

  it('puts markup from html in as it is, and escapes the strings inside it once', () => {
    const link = html`<a href="${'/a?b=1&c=2'}">${'<b>'}</a>`;
    expect(String(html`<p>${link}</p>`)).toBe('<p><a href="/a?b=1&#38;c=2">&#60;b&#62;</a></p>');
  });

  it('joins lists and leaves out null, undefined and false', () => {
    const items = ['<1>', html`<i>2</i>`, 3];
    const missing: string | undefined = undefined;
    expect(String(html`<p>${items}${null}${missing}${false}</p>`)).toBe('<p>&#60;1&#62;<i>2</i>3</p>');
  });

  it('is markup, not a string, until made one', () => {
    const markup = html`<p>${'a'}</p>`;
    expect(typeof markup).toBe('object');
    expect(String(markup)).toBe('<p>a</p>');
  });
});
