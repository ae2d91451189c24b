import { useCallback, useEffect, useState } from 'react';
import { useMe } from '@/lib/session';
import { STORAGE_KEYS } from '@/lib/storage-keys';

// Unsent text per thread, in sessionStorage under the user's id: a reload or a trip to another
// thread keeps what was typed; sending clears it.

type Drafts = Record<string, string>;

export function readDrafts(raw: string | null): Drafts {
  if (!raw) return {};
  try {
    const value = JSON.parse(raw) as unknown;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((pair): pair is [string, string] => typeof pair[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** The drafts with this thread's text set (an empty text removes the thread's entry). */
export function withDraft(drafts: Drafts, conversationId: string, text: string): Drafts {
  const { [conversationId]: _previous, ...others } = drafts;
  return text ? { ...others, [conversationId]: text } : others;
}

/** The composer's text for a thread, kept across reloads of the tab. */
export function useDraft(conversationId: string): [string, (text: string) => void] {
  const userId = useMe().data?.user.id ?? 'anonymous';
  const storageKey = `${STORAGE_KEYS.messageDrafts}:${userId}`;
  const [text, setText] = useState(
    () => readDrafts(sessionStorage.getItem(storageKey))[conversationId] ?? '',
  );
  // Another thread (or account): its own draft.
  const [source, setSource] = useState(`${storageKey}/${conversationId}`);
  if (source !== `${storageKey}/${conversationId}`) {
    setSource(`${storageKey}/${conversationId}`);
    setText(readDrafts(sessionStorage.getItem(storageKey))[conversationId] ?? '');
  }
  useEffect(() => {
    const drafts = withDraft(readDrafts(sessionStorage.getItem(storageKey)), conversationId, text);
    if (Object.keys(drafts).length) sessionStorage.setItem(storageKey, JSON.stringify(drafts));
    else sessionStorage.removeItem(storageKey);
  }, [storageKey, conversationId, text]);
  return [text, useCallback((next: string) => setText(next), [])];
}
