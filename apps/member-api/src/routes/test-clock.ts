/**
 * The test profile's clock control, mounted only when bootstrap.ts made a test clock
 * (MEMBER_HUB_PROFILE=test, not production); elsewhere these paths answer 404 like any unknown path.
 * Not part of the member-base API contract (no client calls it; the e2e tests do).
 *
 *   GET  /member/v1/__test/clock                 { offsetMs, now }
 *   POST /member/v1/__test/clock {advanceMs}     moves the clock ahead (0 ≤ advanceMs ≤ 1 day)
 *   POST /member/v1/__test/clock {reset: true}   back to the real time
 *   POST /member/v1/__test/emailChangeAge {email, ageMs}
 *        makes the member's e-mail change requests ageMs older (created and expiry moved back), so an
 *        e2e test meets the real 30-minute expiry for that one member while the server's clock, and
 *        every other test running beside it, keep the real time
 *   POST /member/v1/__test/paidService {email, active}
 *        sets the member's paid-service flag (the game owns it in production: no call of this API
 *        sets it), so the e2e suites meet the real 403 member.paid_service on leaving
 */
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';

import { emailChanges, members } from '../db/schema';

import type { Deps } from '../deps';

import { defineModule } from './types';

export const TEST_CLOCK_PATH = '/member/v1/__test/clock';
export const TEST_PAID_SERVICE_PATH = '/member/v1/__test/paidService';
export const TEST_EMAIL_CHANGE_AGE_PATH = '/member/v1/__test/emailChangeAge';

const paidServiceBody = z.object({ email: z.string().email(), active: z.boolean() }).strict();

const emailChangeAgeBody = z
  .object({
    email: z.string().email(),
    ageMs: z
      .number()
      .int()
      .min(0)
      .max(24 * 3600_000),
  })
  .strict();

const clockBody = z.union([
  z
    .object({
      advanceMs: z
        .number()
        .int()
        .min(0)
        .max(24 * 3600_000),
    })
    .strict(),
  z.object({ reset: z.literal(true) }).strict(),
]);

export const testClockModule = defineModule({
  name: 'test-clock',
  register(app, deps: Deps) {
    const clock = deps.testClock;
    if (!clock) return;
    deps.logger.warn('test clock control mounted at %s (test profile only)', TEST_CLOCK_PATH);
    const state = () => ({ offsetMs: clock.offsetMs(), now: clock.now().toISOString() });
    app.get(TEST_CLOCK_PATH, (c) => c.json(state()));
    app.post(TEST_CLOCK_PATH, async (c) => {
      const parsed = clockBody.safeParse(await c.req.json().catch(() => undefined));
      if (!parsed.success) return c.json({ code: 'validation.failed', message: 'advanceMs or reset' }, 400);
      if ('reset' in parsed.data) clock.reset();
      else clock.advance(parsed.data.advanceMs);
      return c.json(state());
    });
    app.post(TEST_EMAIL_CHANGE_AGE_PATH, async (c) => {
      const parsed = emailChangeAgeBody.safeParse(await c.req.json().catch(() => undefined));
      if (!parsed.success) return c.json({ code: 'validation.failed', message: 'email and ageMs' }, 400);
      const [member] = await deps.db
        .select({ uid: members.uid })
        .from(members)
        .where(eq(members.email, parsed.data.email))
        .limit(1);
      if (!member) return c.json({ code: 'member.not_found', message: 'no such member' }, 404);
      const interval = sql`make_interval(secs => ${parsed.data.ageMs / 1000})`;
      const aged = await deps.db
        .update(emailChanges)
        .set({
          createdAt: sql`${emailChanges.createdAt} - ${interval}`,
          expiresAt: sql`${emailChanges.expiresAt} - ${interval}`,
        })
        .where(eq(emailChanges.uid, member.uid))
        .returning({ uid: emailChanges.uid });
      return c.json({ aged: aged.length });
    });
    app.post(TEST_PAID_SERVICE_PATH, async (c) => {
      const parsed = paidServiceBody.safeParse(await c.req.json().catch(() => undefined));
      if (!parsed.success) return c.json({ code: 'validation.failed', message: 'email and active' }, 400);
      const updated = await deps.db
        .update(members)
        .set({ paidServiceActive: parsed.data.active })
        .where(eq(members.email, parsed.data.email))
        .returning({ uid: members.uid });
      if (updated.length === 0) return c.json({ code: 'member.not_found', message: 'no such member' }, 404);
      return c.json({ updated: updated.length });
    });
  },
});
