import { describe, expect, it } from 'vitest';
import * as contracts from '../index';
import { OAUTH_ERROR_MESSAGES } from '../auth';
import { knownText } from './known-text';

// Issue 25: the contracts' rule messages (every *_MESSAGES table) reach the screens in English,
// from the API or from a form rule. The web app shows a text in Arabic when a catalog message has
// the same English (knownText), so each one needs its catalog entry.

/** Every plain-text message of the *_MESSAGES tables, with where it comes from. */
function ruleMessages(): { from: string; text: string }[] {
  return Object.entries(contracts).flatMap(([name, table]) => {
    // The Google sign-in messages are shown through their own keys (auth.oauthError.*).
    if (!name.endsWith('_MESSAGES') || table === OAUTH_ERROR_MESSAGES) return [];
    if (typeof table !== 'object' || table === null) return [];
    return Object.entries(table).flatMap(([field, text]) =>
      typeof text === 'string' ? [{ from: `${name}.${field}`, text }] : [],
    );
  });
}

describe('the contracts’ rule messages', () => {
  it('are many (the tables were found)', () => {
    expect(ruleMessages().length).toBeGreaterThan(400);
  });

  it('each have a catalog message with the same English', () => {
    // Found as a message of its own (not a pattern's argument), as a screen looks it up.
    const missing = ruleMessages().filter(({ text }) => {
      const known = knownText(text);
      return !known || Object.keys(known.values).length > 0;
    });
    expect(missing).toEqual([]);
  });
});
