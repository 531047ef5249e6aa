/**
 * A clock the e2e tests can move (e.g. "the mail link opened after 30 minutes" without waiting).
 * Only for MEMBER_HUB_PROFILE=test outside production: bootstrap.ts creates it then, and
 * routes/test-clock.ts mounts its control only when it exists.
 */
import type { Config } from './config';

export interface TestClock {
  now(): Date;
  /** Milliseconds the clock runs ahead of the real one. */
  offsetMs(): number;
  advance(ms: number): void;
  reset(): void;
}

export function testClockAllowed(config: Pick<Config, 'profile' | 'nodeEnv'>): boolean {
  return config.profile === 'test' && config.nodeEnv !== 'production';
}

export function createTestClock(real: () => number = Date.now): TestClock {
  let offset = 0;
  return {
    now: () => new Date(real() + offset),
    offsetMs: () => offset,
    advance(ms) {
      offset += ms;
    },
    reset() {
      offset = 0;
    },
  };
}
