import { startSentryReceiver, type SentryReceiver } from '@member-hub/dev-stack/sentry-receiver';
import { InternalErrorMessage } from '@member-hub/enums';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { createErrorReporter } from './create';
import { internalError } from './internal-error';
import { createSentryReporter, type SentryReporter } from './sentry';

const EMAIL = 'hanako.yamada@example.jp';
const JWT = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1MSJ9.c2lnbmF0dXJl';

describe('the Sentry reporter (the real @sentry/browser against a local receiver)', () => {
  let receiver: SentryReceiver;
  beforeAll(async () => {
    receiver = await startSentryReceiver();
  });
  afterAll(async () => {
    await receiver?.stop();
  });
  beforeEach(() => receiver.clear());

  const reporterFor = (loadSdk = vi.fn(() => import('./sentry-sdk'))) => ({
    loadSdk,
    reporter: createSentryReporter({
      dsn: receiver.dsn,
      app: 'hub',
      environment: 'test',
      release: 'hub@1.2.3',
      loadSdk,
      path: () => '/sso',
    }),
  });

  it('sends a spec internal error with its message, cause, context and tags', async () => {
    const { reporter } = reporterFor();
    const cause = new Error('HTTP 503 from GET /member/v1/me');
    reporter.report(internalError(InternalErrorMessage.GetMe, cause), { flow: 'sso', serviceId: 2 });
    const [event] = await receiver.waitForEvents(1);
    const values = event?.exception?.values ?? [];
    // Sentry lists the chain root first: the cause, then the reported error.
    expect(values.map((v) => v.value)).toEqual(['HTTP 503 from GET /member/v1/me', 'GetMe API ERROR']);
    expect(values.at(-1)?.type).toBe('InternalError');
    expect(event?.tags).toMatchObject({ app: 'hub', flow: 'sso', serviceId: '2', path: '/sso' });
    expect(event).toMatchObject({ environment: 'test', release: 'hub@1.2.3', platform: 'javascript' });
  });

  it('loads the SDK once, on the first report, and sends every report made while it loads', async () => {
    const { reporter, loadSdk } = reporterFor();
    expect(loadSdk).not.toHaveBeenCalled();
    reporter.report(internalError(InternalErrorMessage.ServiceLocked), { serviceId: 1 });
    reporter.report(internalError(InternalErrorMessage.LoggedInCheck, new Error('network')));
    await reporter.flush();
    expect(loadSdk).toHaveBeenCalledTimes(1);
    const messages = receiver.events().map((e) => e.exception?.values?.at(-1)?.value);
    expect(messages.sort()).toEqual(['check if logged-in user failed', 'service locked']);
  });

  it('never sends e-mail addresses or tokens, nor the page URL', async () => {
    const { reporter } = reporterFor();
    reporter.report(new Error(`sign in failed for ${EMAIL} with Bearer ${JWT}`), {
      returnUrl: `https://svc.example.jp/back?token=${JWT}`,
      detail: { email: EMAIL },
    });
    await reporter.flush();
    const raw = receiver
      .envelopes()
      .map((e) => e.raw)
      .join('\n');
    expect(raw).toContain('sign in failed for [email] with Bearer [token]');
    expect(raw).not.toContain(EMAIL);
    expect(raw).not.toContain(JWT);
    expect(receiver.events()[0]).not.toHaveProperty('request');
  });

  it('falls back to the console when the SDK cannot be loaded', async () => {
    const sink = { error: vi.fn() };
    const reporter: SentryReporter = createSentryReporter({
      dsn: receiver.dsn,
      app: 'hub',
      fallback: sink,
      loadSdk: () => Promise.reject(new Error('chunk load failed')),
    });
    const error = internalError(InternalErrorMessage.ResultCodeNotOne);
    reporter.report(error, { flow: 'kantan' });
    await reporter.flush();
    expect(sink.error).toHaveBeenCalledWith('[hub]', error, expect.objectContaining({ flow: 'kantan' }));
    expect(receiver.events()).toEqual([]);
  });
});

describe('createErrorReporter', () => {
  it('without a DSN is the console reporter and loads no SDK', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reporter = createErrorReporter({ app: 'profile', dsn: '  ' });
    expect(reporter).not.toHaveProperty('flush');
    reporter.report(new Error('boom'));
    expect(spy).toHaveBeenCalledWith('[profile]', expect.any(Error));
    spy.mockRestore();
  });
});
