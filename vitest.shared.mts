/**
 * What every workspace's Vitest config shares. Time limits only guard against a hang: they are so
 * generous that a busy or slow machine makes a test slower, never red. A test that needs a deadline
 * as part of its behaviour (a client giving up on a hanging Lake) states its own, relative to the
 * code's own timeouts.
 */
export const HANG_LIMITS = {testTimeout: 300_000, hookTimeout: 300_000}
