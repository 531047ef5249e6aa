import { StorageKey } from '@member-hub/enums';
import { describe, expect, it, vi } from 'vitest';

import { FORCE_RELOAD_WINDOW_MS, installForceReload, PRELOAD_ERROR_EVENT } from './force-reload';

function page(stored: Map<string, string> = new Map(), at = 1_000_000) {
  const storage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
  };
  const target = new EventTarget();
  const reload = vi.fn();
  const clock = { at };
  const stop = installForceReload({ storage, reload, target, now: () => clock.at });
  /** A screen chunk that failed to load; true when the page let the failure through. */
  const chunkFails = () => target.dispatchEvent(new Event(PRELOAD_ERROR_EVENT, { cancelable: true }));
  return { stored, reload, chunkFails, stop, clock };
}

describe('forceReload', () => {
  it('a screen chunk gone after a deployment reloads the page once, the failure not shown', () => {
    const before = page();
    expect(before.chunkFails()).toBe(false);
    expect(before.reload).toHaveBeenCalledOnce();
    expect(before.stored.get(StorageKey.forceReload)).toBe('1000000');
  });

  it('the reloaded page never reloads again for a failing chunk: the failure goes on to the error page', () => {
    const first = page();
    first.chunkFails();
    // The same browser's storage after the reload, a minute later.
    const reloaded = page(first.stored, 1_060_000);
    expect(reloaded.chunkFails()).toBe(true);
    expect(reloaded.chunkFails()).toBe(true);
    expect(reloaded.reload).not.toHaveBeenCalled();
  });

  it('a later deployment gets its one reload again', () => {
    const first = page();
    first.chunkFails();
    const later = page(first.stored, 1_000_000 + FORCE_RELOAD_WINDOW_MS);
    expect(later.chunkFails()).toBe(false);
    expect(later.reload).toHaveBeenCalledOnce();
  });

  it('stops listening when stopped', () => {
    const stopped = page();
    stopped.stop();
    expect(stopped.chunkFails()).toBe(true);
    expect(stopped.reload).not.toHaveBeenCalled();
  });
});
