import { describe, expect, it } from 'vitest';
import { messageTextParts } from './message-text-parts';

describe('messageTextParts', () => {
  it('links http, https and www addresses and keeps the words around them', () => {
    expect(messageTextParts('Brief: https://partnerly.example/briefs/iftar, and www.example.com.')).toEqual([
      { kind: 'text', text: 'Brief: ' },
      {
        kind: 'link',
        text: 'https://partnerly.example/briefs/iftar',
        href: 'https://partnerly.example/briefs/iftar',
      },
      { kind: 'text', text: ', and ' },
      { kind: 'link', text: 'www.example.com', href: 'http://www.example.com/' },
      { kind: 'text', text: '.' },
    ]);
    expect(messageTextParts('see http://example.org/a?b=1')).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'link', text: 'http://example.org/a?b=1', href: 'http://example.org/a?b=1' },
    ]);
  });

  it('never links javascript:, data: or e-mail addresses', () => {
    for (const body of [
      'javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'write to casey@example.com',
    ]) {
      expect(messageTextParts(body)).toEqual([{ kind: 'text', text: body }]);
    }
    // A web address hidden behind another scheme is linked as the web address only.
    const parts = messageTextParts('click javascript://example.com/%0Aalert(1)');
    expect(parts.filter((part) => part.kind === 'link').map((part) => part.href)).toEqual([
      'http://example.com/%0Aalert(1)',
    ]);
    expect(parts[0]).toEqual({ kind: 'text', text: 'click javascript://' });
  });

  it('keeps markup as text', () => {
    const body = '<img src=x onerror=alert(1)> <a href="javascript:alert(1)">hi</a>';
    const parts = messageTextParts(body);
    expect(parts.every((part) => part.kind === 'text')).toBe(true);
    expect(parts.map((part) => part.text).join('')).toBe(body);
  });

  it('keeps line breaks and an empty body', () => {
    expect(messageTextParts('one\ntwo')).toEqual([{ kind: 'text', text: 'one\ntwo' }]);
    expect(messageTextParts('')).toEqual([]);
  });
});
