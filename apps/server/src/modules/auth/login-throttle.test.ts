import { describe, expect, it } from 'vitest';
import {
  accountWaitMs,
  isTrustedDevice,
  LOGIN_THROTTLE,
  loginWaitMs,
  slowDownMs,
} from './login-throttle.ts';

const now = Date.parse('2026-01-01T12:00:00Z');
const ago = (ms: number) => new Date(now - ms);
/** `pair` failures from this source, `unknown` from all unknown devices, the last `lastAgo` ms ago. */
const counts = (pair: number, unknown = pair, lastAgo = 0, oldestAgo = 60_000, device = 0) => ({
  pair,
  pairOldest: pair ? ago(oldestAgo) : null,
  pairLast: pair ? ago(lastAgo) : null,
  unknown,
  unknownLast: unknown ? ago(lastAgo) : null,
  device,
  total: unknown + device,
});

describe('login throttling', () => {
  it('lets the first failures through, then slows down, then refuses one source', () => {
    expect(loginWaitMs(counts(0), now, false)).toBe(0);
    expect(loginWaitMs(counts(2), now, false)).toBe(0);
    expect(slowDownMs(3)).toBe(1000);
    expect(slowDownMs(4)).toBe(2000);
    expect(loginWaitMs(counts(4, 4, 500), now, false)).toBe(1500);
    expect(loginWaitMs(counts(4, 4, 2500), now, false)).toBe(0);
    const refused = loginWaitMs(
      counts(LOGIN_THROTTLE.refuseAfter, 10, 3_600_000, 60_000),
      now,
      false,
    );
    expect(refused).toBe(LOGIN_THROTTLE.windowMs - 60_000);
  });

  it('slows unknown devices on an address by min(2^(n−5), 900) s after its n-th failure', () => {
    expect([1, 4, 5, 6, 7, 10, 14, 15, 110].map((n) => accountWaitMs(n) / 1000)).toEqual([
      0, 0, 1, 2, 4, 32, 512, 900, 900,
    ]);
    // From a source that has not failed itself, after 8 failures elsewhere, the last just now.
    expect(loginWaitMs(counts(0, 8), now, false)).toBe(8000);
    expect(loginWaitMs(counts(0, 8, 8000), now, false)).toBe(0);
  });

  it('never holds back a known device for failures elsewhere, until its own failures pile up', () => {
    expect(loginWaitMs(counts(50, 500), now, true)).toBe(0);
    expect(isTrustedDevice(counts(0, 500), 'device-id')).toBe(true);
    expect(isTrustedDevice(counts(0, 0), null)).toBe(false);
    const stolen = counts(0, 0, 0, 60_000, LOGIN_THROTTLE.deviceRefuseAfter);
    expect(isTrustedDevice(stolen, 'device-id')).toBe(false);
  });
});
