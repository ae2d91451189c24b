import type { EventBus, Unsubscribe } from '../../integrations/events/event-bus';
import { afterCommit } from '../../lib/after-commit';

/**
 * The bus channel every API process listens on for feed changes. It takes the place of a
 * user id on the EventBus, and no user id can look like it (user ids have no colon).
 */
const FEED_CHANGES_CHANNEL = 'campaign-feed:changes';
const FEED_CHANGED_EVENT = { type: 'campaign-feed.changed' };

interface Entry<T> {
  value: T;
  expiresAt: number;
}

/**
 * Pages of the public campaign feed, shared by every viewer who sees the same public page
 * (same search, filters and cursor): many creators open the same first pages, and the
 * feed's search is the costliest query of the app. Only public rows are kept; a viewer's
 * private campaigns and the hiding of a brand's name from this viewer are applied per
 * request, outside the cache.
 *
 * An entry lives `ttlMs` at most and every campaign or brand-card change empties the cache
 * of every process at once (announceFeedChange), so a paused campaign leaves the feed on
 * the next request. A load that was under way when the cache was emptied is not stored.
 * With `ttlMs` 0 nothing is cached.
 */
export class FeedCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly loading = new Map<string, Promise<T>>();
  private generation = 0;

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The stored value for `key`, else `load()`'s (one load per key at a time). */
  async get(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) return entry.value;
    if (entry) this.entries.delete(key);
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const loaded = load()
      .then((value) => {
        if (generation === this.generation) this.store(key, value);
        return value;
      })
      .finally(() => {
        if (this.loading.get(key) === loaded) this.loading.delete(key);
      });
    this.loading.set(key, loaded);
    return loaded;
  }

  /** Forgets every entry; loads under way are answered but not stored. */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.loading.clear();
  }

  private store(key: string, value: T): void {
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
    // Map keeps insertion order: the first key is the oldest entry.
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}

/** Empties `cache` whenever any process announces a feed change (or the bus missed events). */
export function clearOnFeedChanges(events: EventBus, cache: FeedCache<unknown>): Unsubscribe {
  return events.subscribe(FEED_CHANGES_CHANNEL, () => cache.clear());
}

/**
 * Call after a change that shows in the feed has committed (a campaign created, edited,
 * paused, closed or deleted; a brand's name, logo or profile visibility changed): this
 * process's cache is emptied at once, the others' through the bus.
 */
export function announceFeedChange(deps: { events: EventBus; feedCache: FeedCache<unknown> }): Promise<void> {
  return afterCommit(
    'the feed change',
    () => deps.feedCache.clear(),
    () => deps.events.publish(FEED_CHANGES_CHANNEL, FEED_CHANGED_EVENT),
  );
}
