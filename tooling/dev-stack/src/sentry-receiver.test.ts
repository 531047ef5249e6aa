import { gzipSync } from 'node:zlib';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { parseEnvelope, startSentryReceiver, type SentryReceiver } from './sentry-receiver.ts';

const event = { event_id: 'a'.repeat(32), message: 'GetMe API ERROR', level: 'error' };

function envelope(payload: string, withLength: boolean): string {
  const bytes = Buffer.byteLength(payload);
  const itemHeader = withLength ? { type: 'event', length: bytes } : { type: 'event' };
  return [JSON.stringify({ event_id: event.event_id }), JSON.stringify(itemHeader), payload].join('\n');
}

describe('the local Sentry receiver', () => {
  let receiver: SentryReceiver;
  beforeAll(async () => {
    receiver = await startSentryReceiver({ projectId: '42', publicKey: 'k1' });
  });
  afterAll(async () => {
    await receiver?.stop();
  });
  beforeEach(() => receiver.clear());

  it('hands out a DSN on loopback for its project and key', () => {
    expect(receiver.dsn).toMatch(/^http:\/\/k1@127\.0\.0\.1:\d+\/42$/);
  });

  it('records a plain envelope posted to /api/<project>/envelope/ with the key in the query', async () => {
    const res = await fetch(`${receiver.url}/api/42/envelope/?sentry_key=k1&sentry_version=7`, {
      method: 'POST',
      body: envelope(JSON.stringify(event), true),
    });
    expect(res.status).toBe(200);
    expect(receiver.events()).toEqual([event]);
    expect(receiver.envelopes()[0]).toMatchObject({ projectId: '42', publicKey: 'k1' });
  });

  it('records a gzip envelope whose item has no length (payload up to the newline)', async () => {
    const res = await fetch(`${receiver.url}/api/42/envelope/`, {
      method: 'POST',
      headers: { 'content-encoding': 'gzip', 'x-sentry-auth': 'Sentry sentry_version=7, sentry_key=k1' },
      body: gzipSync(envelope(JSON.stringify(event), false)),
    });
    expect(res.status).toBe(200);
    expect(await receiver.waitForEvents(1)).toEqual([event]);
    expect(receiver.envelopes()[0]?.publicKey).toBe('k1');
  });

  it('counts bytes, not characters, for an item length (Japanese text)', () => {
    const jp = JSON.stringify({ message: 'ログインできませんでした' });
    const body = `${JSON.stringify({})}\n${JSON.stringify({ type: 'event', length: Buffer.byteLength(jp) })}\n${jp}\n${JSON.stringify({ type: 'client_report' })}\n{"discarded_events":[]}`;
    const parsed = parseEnvelope(Buffer.from(body));
    expect(parsed.items.map((i) => i.header.type)).toEqual(['event', 'client_report']);
    expect(parsed.items[0]?.payload).toEqual({ message: 'ログインできませんでした' });
  });

  it('refuses other paths and broken envelopes, and records nothing for them', async () => {
    expect((await fetch(`${receiver.url}/api/42/store/`, { method: 'POST', body: '{}' })).status).toBe(404);
    expect(
      (await fetch(`${receiver.url}/api/42/envelope/`, { method: 'POST', body: 'not json' })).status,
    ).toBe(400);
    expect(receiver.envelopes()).toEqual([]);
  });

  it('waitForEvents rejects when nothing arrives in time', async () => {
    await expect(receiver.waitForEvents(1, 50)).rejects.toThrow(/expected 1 Sentry event/);
  });
});
