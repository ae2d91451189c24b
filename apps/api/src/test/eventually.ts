/**
 * vi.waitFor options for what happens soon but not at once (an event delivered, an e-mail
 * written): vitest's default gives up after 1 s, which a busy CI machine can exceed. How fast
 * these things happen is measured by benchmarks, never by tests.
 */
export const EVENTUALLY = { timeout: 10_000, interval: 20 } as const;
