import { describe, expect, it, vi } from 'vitest';

import { createHttpPageViewSink } from './http-sink';

const view = {
  path: '/login/send',
  search: '?oobCode=secret&returnUrl=x',
  title: 'メール送信 | らくらくコミュニティ',
};
const now = () => new Date('2026-01-02T03:04:05.000Z');

describe('the page-view sink', () => {
  it('beacons the path and title to the configured destination, never the query', async () => {
    const sendBeacon = vi.fn((_url: string, _body?: BodyInit | null) => true);
    const fetch = vi.fn();
    createHttpPageViewSink({
      url: 'https://views.example.test/v',
      app: 'hub',
      navigator: { sendBeacon },
      fetch,
      now,
    }).track(view);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0]!;
    expect(url).toBe('https://views.example.test/v');
    const text = await (body as Blob).text();
    expect(JSON.parse(text)).toEqual({
      app: 'hub',
      path: '/login/send',
      title: 'メール送信 | らくらくコミュニティ',
      at: '2026-01-02T03:04:05.000Z',
    });
    expect(text).not.toContain('oobCode');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive POST without a beacon, and swallows a failure', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('offline');
    });
    createHttpPageViewSink({ url: '/page-views', app: 'profile', navigator: undefined, fetch, now }).track(
      view,
    );
    expect(fetch).toHaveBeenCalledWith(
      '/page-views',
      expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'omit' }),
    );
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(init.body as string)).toMatchObject({ app: 'profile', path: '/login/send' });
    await Promise.resolve();
  });
});
