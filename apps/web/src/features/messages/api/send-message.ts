import { MESSAGING_MESSAGES, type Message } from '@partnerly/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { apiFetch, apiPath } from '@/lib/api-client';
import { useMe } from '@/lib/session';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { messagingKeys } from './messaging-keys';
import {
  afterFailure,
  newOutboxEntry,
  parseOutbox,
  retryDelayMs,
  sendFailureOf,
  type OutboxAttachment,
  type OutboxEntry,
} from './outbox';
import { withSentMessage } from './thread-cache';

// The tab's outbox: one store for every thread (a send goes on when its thread is closed), kept in
// sessionStorage under the signed-in user's id, so a reload resends and another account in the
// same tab never sends someone else's words.

type Listener = () => void;

class OutboxStore {
  private entries: OutboxEntry[] = [];
  private storageKey: string | null = null;
  private readonly listeners = new Set<Listener>();
  readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  readonly inFlight = new Set<string>();

  useAccount(userId: string): void {
    const key = `${STORAGE_KEYS.messageOutbox}:${userId}`;
    if (key === this.storageKey) return;
    this.storageKey = key;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    // Called while rendering: no emit (useSyncExternalStore reads the new snapshot itself).
    this.entries = parseOutbox(sessionStorage.getItem(key));
  }

  readonly subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  readonly snapshot = () => this.entries;

  find(clientKey: string): OutboxEntry | undefined {
    return this.entries.find((entry) => entry.clientKey === clientKey);
  }

  put(entry: OutboxEntry): void {
    this.write([...this.entries.filter((other) => other.clientKey !== entry.clientKey), entry]);
  }

  remove(clientKey: string): void {
    clearTimeout(this.timers.get(clientKey));
    this.timers.delete(clientKey);
    this.write(this.entries.filter((entry) => entry.clientKey !== clientKey));
  }

  private write(entries: OutboxEntry[]): void {
    this.entries = entries;
    if (this.storageKey) {
      if (entries.length) sessionStorage.setItem(this.storageKey, JSON.stringify(entries));
      else sessionStorage.removeItem(this.storageKey);
    }
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

const outbox = new OutboxStore();

/** One try of an entry; a failure schedules the next try unless the server refused it. */
async function attempt(queryClient: QueryClient, clientKey: string): Promise<void> {
  const entry = outbox.find(clientKey);
  if (!entry || outbox.inFlight.has(clientKey)) return;
  clearTimeout(outbox.timers.get(clientKey));
  outbox.timers.delete(clientKey);
  outbox.inFlight.add(clientKey);
  outbox.put({ ...entry, status: 'sending' });
  try {
    const message = await apiFetch<Message>(apiPath`/conversations/${entry.conversationId}/messages`, {
      method: 'POST',
      body: {
        body: entry.body,
        attachmentUploadIds: entry.attachments.map((attachment) => attachment.id),
        clientKey: entry.clientKey,
      },
    });
    queryClient.setQueryData(messagingKeys.messages(entry.conversationId), (data: never) =>
      withSentMessage(data, message),
    );
    outbox.remove(clientKey);
    void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations });
  } catch (error) {
    const current = outbox.find(clientKey);
    if (!current) return;
    const failure = sendFailureOf(error);
    const next = afterFailure(current, failure, MESSAGING_MESSAGES.sendFailed);
    outbox.put(next);
    if (next.status === 'waiting') {
      outbox.timers.set(
        clientKey,
        setTimeout(() => void attempt(queryClient, clientKey), retryDelayMs(next.attempts, failure)),
      );
    }
  } finally {
    outbox.inFlight.delete(clientKey);
  }
}

/**
 * The messages of a thread on their way, and how to send, retry and drop them. Mounting the
 * thread resumes what a reload interrupted; coming back online retries at once.
 */
export function useOutbox(conversationId: string) {
  const queryClient = useQueryClient();
  const userId = useMe().data?.user.id;
  if (userId) outbox.useAccount(userId);
  const all = useSyncExternalStore(outbox.subscribe, outbox.snapshot);
  const entries = useMemo(
    () => all.filter((entry) => entry.conversationId === conversationId),
    [all, conversationId],
  );

  useEffect(() => {
    const resume = () => {
      for (const entry of outbox.snapshot()) {
        if (entry.conversationId !== conversationId || entry.status === 'failed') continue;
        if (!outbox.inFlight.has(entry.clientKey)) void attempt(queryClient, entry.clientKey);
      }
    };
    resume();
    window.addEventListener('online', resume);
    return () => window.removeEventListener('online', resume);
  }, [conversationId, queryClient, userId]);

  const send = useCallback(
    (body: string, attachments: OutboxAttachment[]) => {
      const entry = newOutboxEntry(conversationId, body, attachments);
      outbox.put(entry);
      void attempt(queryClient, entry.clientKey);
    },
    [conversationId, queryClient],
  );
  const retry = useCallback((clientKey: string) => void attempt(queryClient, clientKey), [queryClient]);
  const discard = useCallback((clientKey: string) => outbox.remove(clientKey), []);
  return { entries, send, retry, discard };
}
