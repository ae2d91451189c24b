import { describe, expect, it } from 'vitest';
import { createMemoryEventBus } from '../../integrations/events/memory-event-bus';
import { announceFeedChange, clearOnFeedChanges, FeedCache } from './feed-cache';

function counter(value = 'page') {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    load: async () => `${value}-${++calls}`,
  };
}

describe('FeedCache', () => {
  it('answers a key from the cache until its time is up, then loads again', async () => {
    let now = 1_000;
    const cache = new FeedCache<string>(5_000, 10, () => now);
    const source = counter();
    expect(await cache.get('q=coffee', source.load)).toBe('page-1');
    now += 4_999;
    expect(await cache.get('q=coffee', source.load)).toBe('page-1');
    now += 1;
    expect(await cache.get('q=coffee', source.load)).toBe('page-2');
    expect(source.calls).toBe(2);
  });

  it('loads a key once for concurrent callers', async () => {
    const cache = new FeedCache<string>(5_000);
    const source = counter();
    const pages = await Promise.all(Array.from({ length: 5 }, () => cache.get('k', source.load)));
    expect(pages).toEqual(Array(5).fill('page-1'));
    expect(source.calls).toBe(1);
  });

  it('keeps nothing after clear, and does not store a load that was under way', async () => {
    const cache = new FeedCache<string>(5_000);
    let finish!: (value: string) => void;
    const slow = cache.get('k', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.clear();
    finish('before the change');
    expect(await slow).toBe('before the change');
    expect(cache.size).toBe(0);
    expect(await cache.get('k', async () => 'after the change')).toBe('after the change');
    expect(cache.size).toBe(1);
  });

  it('drops the oldest entries beyond its size', async () => {
    const cache = new FeedCache<string>(5_000, 2);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    expect(cache.size).toBe(2);
    const source = counter('a');
    expect(await cache.get('a', source.load)).toBe('a-1');
    expect(await cache.get('c', source.load)).toBe('c');
  });

  it('caches nothing with a time of 0', async () => {
    const cache = new FeedCache<string>(0);
    const source = counter();
    await cache.get('k', source.load);
    await cache.get('k', source.load);
    expect(source.calls).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('a change announced by one process empties the cache of every process on the bus', async () => {
    const events = createMemoryEventBus();
    const here = new FeedCache<string>(5_000);
    const there = new FeedCache<string>(5_000);
    clearOnFeedChanges(events, here);
    const stop = clearOnFeedChanges(events, there);
    await here.get('k', async () => 'page');
    await there.get('k', async () => 'page');
    await announceFeedChange({ events, feedCache: here });
    expect([here.size, there.size]).toEqual([0, 0]);
    stop();
    await there.get('k', async () => 'page');
    await announceFeedChange({ events, feedCache: here });
    expect(there.size).toBe(1);
    await events.close();
  });
});
