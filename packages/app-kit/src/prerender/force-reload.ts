import { StorageKey } from '@member-hub/enums';

/**
 * The forceReload local key (hub §3, §4: "forces exactly one page reload"). After a deployment, a
 * page opened before it asks for screen chunks that no longer exist; Vite announces the failed
 * import with `vite:preloadError`. The page then reloads once, noting the time in forceReload
 * first: a chunk failing again within FORCE_RELOAD_WINDOW_MS goes on to the error page instead of
 * another reload, so a deployment that really lacks a chunk can never make a reload loop, and
 * the member sees the way forward. A later deployment gets its own one reload.
 */
export const FORCE_RELOAD_WINDOW_MS = 10 * 60_000;

export interface ForceReloadDeps {
  readonly storage: Pick<Storage, 'getItem' | 'setItem'>;
  readonly reload: () => void;
  readonly target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  readonly now?: () => number;
}

export const PRELOAD_ERROR_EVENT = 'vite:preloadError';

/** Installs the one reload; returns the function that removes it. */
export function installForceReload({ storage, reload, target, now = Date.now }: ForceReloadDeps): () => void {
  const onPreloadError = (event: Event) => {
    const reloadedAt = Number(storage.getItem(StorageKey.forceReload));
    if (reloadedAt && now() - reloadedAt < FORCE_RELOAD_WINDOW_MS) return;
    storage.setItem(StorageKey.forceReload, String(now()));
    // The failed import is not thrown into the page: the reload replaces it.
    event.preventDefault();
    reload();
  };
  target.addEventListener(PRELOAD_ERROR_EVENT, onPreloadError);
  return () => target.removeEventListener(PRELOAD_ERROR_EVENT, onPreloadError);
}
