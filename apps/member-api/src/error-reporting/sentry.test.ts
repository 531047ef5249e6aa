import { startSentryReceiver, type SentryReceiver } from '@member-hub/dev-stack/sentry-receiver';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { startTestApi, type TestApi } from '../../test/helpers';
import { ApiError } from '../http/errors';
import { defineModule } from '../routes/types';

const SECRET_EMAIL = 'hanako.yamada@example.jp';
const SECRET_TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1MSJ9.c2lnbmF0dXJl';

/** Routes that fail on purpose. */
const failing = defineModule({
  name: 'failing',
  register(app) {
    app.post('/test/crash/:id', async (c) => {
      await c.req.json();
      throw new Error(`GetMe API ERROR for ${SECRET_EMAIL} (Bearer ${SECRET_TOKEN})`);
    });
    app.get('/test/unavailable', () => {
      throw new ApiError(503, 'upstream.unavailable', 'the older service did not answer');
    });
    app.get('/test/conflict', () => {
      throw new ApiError(409, 'nickname.taken', 'taken');
    });
  },
});

function crash(api: TestApi, requestId: string) {
  return fetch(`${api.url}/test/crash/member-42`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${SECRET_TOKEN}`,
      'content-type': 'application/json',
      'x-request-id': requestId,
    },
    body: JSON.stringify({ mailAddress: SECRET_EMAIL, password: 'hunter2-secret' }),
  });
}

describe('error reporting with MEMBER_API_SENTRY_DSN pointing at a receiver', () => {
  let receiver: SentryReceiver;
  let api: TestApi;
  beforeAll(async () => {
    receiver = await startSentryReceiver();
    api = await startTestApi('pglite', { modules: [failing], config: { sentryDsn: receiver.dsn } });
  });
  afterAll(async () => {
    await api?.stop();
    await receiver?.stop();
  });
  beforeEach(() => receiver.clear());

  it('an unhandled route error arrives as a Sentry event with its message and request id', async () => {
    const res = await crash(api, 'req-crash-1');
    expect(res.status).toBe(500);
    const [event] = await receiver.waitForEvents(1);
    expect(event?.exception?.values?.[0]).toMatchObject({
      type: 'Error',
      value: 'GetMe API ERROR for [email] (Bearer [token])',
    });
    expect(event?.tags).toMatchObject({
      requestId: 'req-crash-1',
      method: 'POST',
      route: '/test/crash/:id',
      code: 'server.error',
      status: '500',
    });
    expect(event).toMatchObject({ environment: 'test', platform: 'node' });
  });

  it('nothing of the request reaches the receiver: no body, token, e-mail or path id', async () => {
    await crash(api, 'req-crash-2');
    await receiver.waitForEvents(1);
    const raw = receiver
      .envelopes()
      .map((e) => e.raw)
      .join('\n');
    expect(raw).toContain('req-crash-2');
    for (const secret of [SECRET_EMAIL, SECRET_TOKEN, 'hunter2-secret', 'mailAddress', 'member-42']) {
      expect(raw).not.toContain(secret);
    }
    expect(receiver.events()[0]).not.toHaveProperty('request');
    expect(receiver.events()[0]).not.toHaveProperty('user');
  });

  it('a 5xx ApiError is reported with its code; a 4xx answer is not', async () => {
    expect((await fetch(`${api.url}/test/conflict`)).status).toBe(409);
    expect((await fetch(`${api.url}/test/unavailable`)).status).toBe(503);
    const events = await receiver.waitForEvents(1);
    expect(events).toHaveLength(1);
    expect(events[0]?.exception?.values?.[0]?.value).toBe('the older service did not answer');
    expect(events[0]?.tags).toMatchObject({ code: 'upstream.unavailable', status: '503' });
  });
});

describe('error reporting without a DSN', () => {
  let receiver: SentryReceiver;
  let api: TestApi;
  beforeAll(async () => {
    receiver = await startSentryReceiver();
    api = await startTestApi('pglite', { modules: [failing], config: { sentryDsn: undefined } });
  });
  afterAll(async () => {
    await api?.stop();
    await receiver?.stop();
  });

  it('is off: the route still answers 500 and logs, and nothing is sent', async () => {
    expect(api.deps.errorReporter).toBeUndefined();
    expect((await crash(api, 'req-off')).status).toBe(500);
    expect(api.logLines().some((l) => l.msg === 'unhandled error' && l.requestId === 'req-off')).toBe(true);
    await expect(receiver.waitForEvents(1, 500)).rejects.toThrow();
  });
});
