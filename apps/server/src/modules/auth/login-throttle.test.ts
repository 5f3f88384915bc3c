import { describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE, loginWaitMs, slowDownMs } from './login-throttle.ts';

const now = Date.parse('2026-01-01T12:00:00Z');
const ago = (ms: number) => new Date(now - ms);
const counts = (pair: number, total = pair, lastAgo = 0, oldestAgo = 60_000) => ({
  pair,
  pairOldest: pair ? ago(oldestAgo) : null,
  pairLast: pair ? ago(lastAgo) : null,
  total,
  oldest: total ? ago(oldestAgo) : null,
});

describe('login throttling', () => {
  it('lets the first failures through, then slows down, then refuses one source', () => {
    expect(loginWaitMs(counts(0), now)).toBe(0);
    expect(loginWaitMs(counts(2), now)).toBe(0);
    expect(slowDownMs(3)).toBe(1000);
    expect(slowDownMs(4)).toBe(2000);
    expect(loginWaitMs(counts(4, 4, 500), now)).toBe(1500);
    expect(loginWaitMs(counts(4, 4, 2500), now)).toBe(0);
    const refused = loginWaitMs(counts(LOGIN_THROTTLE.refuseAfter, 10, 3_600_000, 60_000), now);
    expect(refused).toBe(LOGIN_THROTTLE.windowMs - 60_000);
  });

  it('does not hold back a source without failures while others fail, below the ceiling', () => {
    expect(loginWaitMs(counts(0, LOGIN_THROTTLE.ceiling - 1), now)).toBe(0);
    expect(loginWaitMs(counts(0, LOGIN_THROTTLE.ceiling), now)).toBe(
      LOGIN_THROTTLE.windowMs - 60_000,
    );
  });
});
