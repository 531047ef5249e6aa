import { describe, expect, it, vi } from 'vitest';

import { encryptedIdOf, parentOriginOf, startEmbedSession, type EmbedWindow } from './embed-session';

const ALLOWED = ['http://localhost:6190', 'http://localhost:6191'];

/** A framed window whose parent is at `parentOrigin`; messages are delivered by `deliver`. */
function framedWindow(parentOrigin: string | undefined, options: { framed?: boolean } = {}) {
  const listeners = new Set<(event: MessageEvent) => void>();
  const posted: { message: unknown; targetOrigin: string }[] = [];
  const parent = {
    postMessage: (message: unknown, targetOrigin: string) => posted.push({ message, targetOrigin }),
  };
  const win = {
    parent: null as unknown,
    document: { referrer: parentOrigin ? `${parentOrigin}/prefectures` : '' },
    location: {},
    addEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MessageEvent) => void) =>
      listeners.delete(listener),
    setTimeout: (handler: () => void, ms: number) => setTimeout(handler, ms) as unknown as number,
    clearTimeout: (id: number) => clearTimeout(id),
  };
  win.parent = options.framed === false ? win : parent;
  const deliver = (data: unknown, origin: string, source: unknown = parent) => {
    for (const listener of [...listeners]) listener({ data, origin, source } as MessageEvent);
  };
  return { win: win as unknown as EmbedWindow, parent, posted, deliver, listeners };
}

describe('the embedded screen and its parent', () => {
  it('reads the parent origin from the ancestor list, else from the referrer', () => {
    expect(
      parentOriginOf({
        document: { referrer: '' },
        location: { ancestorOrigins: { length: 1, 0: 'https://a.example' } },
      }),
    ).toBe('https://a.example');
    expect(parentOriginOf({ document: { referrer: 'https://b.example/page?x=1' }, location: {} })).toBe(
      'https://b.example',
    );
    expect(parentOriginOf({ document: { referrer: '' }, location: {} })).toBeUndefined();
  });

  it('takes encrypted_id from an object message only', () => {
    expect(encryptedIdOf({ encrypted_id: 'v1.abc' })).toBe('v1.abc');
    expect(encryptedIdOf('v1.abc')).toBeUndefined();
    expect(encryptedIdOf({ encrypted_id: '' })).toBeUndefined();
    expect(encryptedIdOf({ encrypted_id: 5 })).toBeUndefined();
    expect(encryptedIdOf(null)).toBeUndefined();
  });

  it('sends ready to the allowed parent only, then takes its encrypted_id and reports statuses back', () => {
    const { win, posted, deliver } = framedWindow('http://localhost:6190');
    const onEncryptedId = vi.fn();
    const onFailure = vi.fn();
    const session = startEmbedSession({ window: win, allowedOrigins: ALLOWED, onEncryptedId, onFailure });
    expect(session.parentOrigin).toBe('http://localhost:6190');
    expect(posted).toEqual([{ message: { type: 'ready' }, targetOrigin: 'http://localhost:6190' }]);

    deliver({ encrypted_id: 'v1.sealed' }, 'http://localhost:6190');
    expect(onEncryptedId).toHaveBeenCalledWith('v1.sealed');
    deliver({ encrypted_id: 'v1.second' }, 'http://localhost:6190');
    expect(onEncryptedId).toHaveBeenCalledTimes(1);

    session.report(200);
    expect(posted.at(-1)).toEqual({ message: { status_code: 200 }, targetOrigin: 'http://localhost:6190' });
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('ignores, and never answers, a message from another origin or another window', () => {
    vi.useFakeTimers();
    try {
      const { win, posted, deliver } = framedWindow('http://localhost:6190');
      const onEncryptedId = vi.fn();
      const onFailure = vi.fn();
      startEmbedSession({ window: win, allowedOrigins: ALLOWED, onEncryptedId, onFailure });
      deliver({ encrypted_id: 'v1.evil' }, 'http://evil.example');
      // Another allowed origin is still not this parent.
      deliver({ encrypted_id: 'v1.evil' }, 'http://localhost:6191');
      deliver({ encrypted_id: 'v1.evil' }, 'http://localhost:6190', { postMessage: vi.fn() });
      expect(onEncryptedId).not.toHaveBeenCalled();
      expect(posted).toHaveLength(1); // only the ready message
      vi.advanceTimersByTime(7_000);
      expect(onFailure).toHaveBeenCalledWith('timeout');
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up after 7 s without encrypted_id, not a moment before', () => {
    vi.useFakeTimers();
    try {
      const { win, deliver, listeners } = framedWindow('http://localhost:6191');
      const onEncryptedId = vi.fn();
      const onFailure = vi.fn();
      startEmbedSession({ window: win, allowedOrigins: ALLOWED, onEncryptedId, onFailure });
      vi.advanceTimersByTime(6_999);
      expect(onFailure).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(onFailure).toHaveBeenCalledWith('timeout');
      expect(listeners.size).toBe(0);
      deliver({ encrypted_id: 'v1.late' }, 'http://localhost:6191');
      expect(onEncryptedId).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not run, nor send anything, under a parent off the list or outside a frame', () => {
    const foreign = framedWindow('http://evil.example');
    const onFailure = vi.fn();
    startEmbedSession({ window: foreign.win, allowedOrigins: ALLOWED, onEncryptedId: vi.fn(), onFailure });
    expect(onFailure).toHaveBeenCalledWith('origin-not-allowed');
    expect(foreign.posted).toEqual([]);
    expect(foreign.listeners.size).toBe(0);

    const top = framedWindow(undefined, { framed: false });
    const onTopFailure = vi.fn();
    startEmbedSession({
      window: top.win,
      allowedOrigins: ALLOWED,
      onEncryptedId: vi.fn(),
      onFailure: onTopFailure,
    });
    expect(onTopFailure).toHaveBeenCalledWith('not-framed');
  });
});
