/**
 * The two SPAs' first paint without JavaScript (README "First paint without JavaScript"): the
 * window a screen is prerendered with at build time, and the client's choice between hydrating
 * that markup and rendering anew; the one reload of a page whose screen chunks a deployment removed.
 */
import {
  type Dispatch,
  type ReactNode,
  type RefObject,
  type SetStateAction,
  startTransition,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createPath, type createBrowserRouter } from 'react-router';

import { installForceReload } from './force-reload';

type DataRouter = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>;

/** A window with nothing stored, for rendering at build time (no entry, no client, no user agent). */
export function buildTimeWindow(): Window {
  const items = new Map<string, string>();
  const storage: Storage = {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
  return {
    localStorage: storage,
    sessionStorage: storage,
    location: { host: '', assign: () => undefined } as unknown as Location,
    navigator: { userAgent: '' } as Navigator,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  } as unknown as Window;
}

/** Resolves once the router's first loaders (entry rules, guard) and the first screen's chunk are in. */
/** The page's local storage, or null where the browser refuses it (a framed page, a private mode). */
function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function initialized(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * Renders the app into `root`. A root prerendered at build time carries `data-prerendered` (its
 * path) and `data-first-paint` (what its first render depended on, e.g. the variant): it is
 * hydrated when, once the first loaders ran, the client's first render is that same path with that
 * same key; otherwise React renders anew over it (no mismatch). The render is a transition: React
 * renders it in slices and yields between them, so a slow phone is not blocked by one long task
 * (the prerendered screen, or the placeholder of index.html, stays until it commits). Answers a
 * function that unmounts the app and removes what mounting installed.
 */
export function mountApp(
  root: HTMLElement,
  app: ReactNode,
  router: DataRouter,
  firstPaintKey: () => string,
): () => void {
  const { prerendered, firstPaint } = root.dataset;
  let reactRoot: Root | undefined;
  let stopped = false;
  // A page of an earlier deployment reloads once when its screen chunks are gone: at the address
  // the member was going to (known to the router while it loads), else the page's own.
  const storage = localStorageOrNull();
  const stopForceReload = storage
    ? installForceReload({
        storage,
        reload: () => {
          const next = router.state.navigation.location;
          window.location.replace(next ? createPath(next) : window.location.href);
        },
        target: window,
      })
    : undefined;
  // Unmounts the app (the page's own life ends with the tab; tests end theirs before the next).
  const unmount = () => {
    stopped = true;
    stopForceReload?.();
    reactRoot?.unmount();
  };
  // Without prerendered markup the router's own fallback covers the first loads.
  if (!prerendered) {
    const created = createRoot(root);
    reactRoot = created;
    startTransition(() => created.render(app));
    return unmount;
  }
  // What the member types into the prerendered fields from now until they are replaced is kept too.
  const stopKeeping = keepTypedValues(root);
  void initialized(router).then(() => {
    if (stopped) return;
    const { location, errors } = router.state;
    const hydrate = location.pathname === prerendered && !errors && firstPaintKey() === firstPaint;
    root.dataset.firstRender = hydrate ? 'hydrated' : 'rendered';
    // Hydrated, the fields themselves keep their text.
    if (hydrate) {
      stopKeeping();
      typedBeforeRender.clear();
    }
    startTransition(() => {
      if (hydrate) reactRoot = hydrateRoot(root, app);
      else {
        reactRoot = createRoot(root);
        reactRoot.render(app);
      }
    });
  });
  return unmount;
}

const typedBeforeRender = new Map<string, string>();

/**
 * Remembers the text of the prerendered named fields (never passwords): what is in them now (typed
 * before the scripts ran) and what is typed into them until a render anew replaces them (that
 * render is a transition, so the member may go on typing while it is prepared). Answers the stop.
 */
function keepTypedValues(root: HTMLElement): () => void {
  const kept = (node: EventTarget | null): node is HTMLInputElement =>
    node instanceof HTMLInputElement && !!node.name && node.type !== 'password' && node.type !== 'hidden';
  const prerenderedFields = new Set([...root.querySelectorAll('input[name]')].filter(kept));
  const remember = (input: HTMLInputElement) => {
    if (input.value) typedBeforeRender.set(input.name, input.value);
    else typedBeforeRender.delete(input.name);
  };
  prerenderedFields.forEach(remember);
  const onInput = (event: Event) => {
    if (kept(event.target) && prerenderedFields.has(event.target)) remember(event.target);
  };
  root.addEventListener('input', onInput, true);
  return () => root.removeEventListener('input', onInput, true);
}

/**
 * What the member typed into the prerendered field `name` before the scripts rendered the screen
 * anew, handed over once (then forgotten); undefined when nothing was typed or the prerendered
 * markup was hydrated (then the field itself still holds the text). A form takes it through
 * useTypedBeforeScripts.
 */
export function typedBeforeScripts(name: string): string | undefined {
  const value = typedBeforeRender.get(name);
  typedBeforeRender.delete(name);
  return value;
}

/**
 * The state of a controlled text field that may have been prerendered under `name`, with what the
 * member typed before the scripts ran:
 * - rendered anew (another variant than the build-time markup), the typed text is the value from
 *   the first render, so the field is not empty while a button that is live from the commit may
 *   already be pressed;
 * - after mounting, the newest text is taken over: app-kit's (rendered anew; it also holds what was
 *   typed while the render was prepared), handed over and forgotten, else the field's own (hydrated:
 *   React does not read a field's text back from the page).
 * `field` is the ref of the field's element.
 */
export function useTypedBeforeScripts(
  name: string,
  field: RefObject<HTMLInputElement | null>,
): [string, Dispatch<SetStateAction<string>>] {
  // Looked at, not taken: the effect below takes it (with what was typed until the commit).
  const [value, setValue] = useState(() => typedBeforeRender.get(name) ?? '');
  useEffect(() => {
    const typed = typedBeforeScripts(name) || field.current?.value;
    if (typed) setValue(typed);
  }, [name, field]);
  return [value, setValue];
}

const noSubscription = () => () => undefined;

/**
 * False while the page shows prerendered markup the scripts have not taken over yet (the build-time
 * render and the hydrating render), true from then on (and at once when rendered on the client).
 * Controls that would act before then (a lost tap, a form sent by the browser itself) are disabled.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
