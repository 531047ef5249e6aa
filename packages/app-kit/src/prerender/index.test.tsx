// mountApp over prerendered markup that is rendered anew (another variant than the build-time one):
// what the member typed into the prerendered field reaches the new field, whether typed before the
// scripts ran or while the new render was being prepared.
import { waitFor } from '@testing-library/react';
import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { afterEach, beforeEach, expect, test } from 'vitest';

import { mountApp, typedBeforeScripts, useTypedBeforeScripts } from './index';

type Listener = (state: { initialized: boolean }) => void;

/** A router whose first loaders finish when the test says so. */
function pendingRouter() {
  const listeners: Listener[] = [];
  const router = {
    state: { initialized: false, location: { pathname: '/login' }, errors: null },
    subscribe(listener: Listener) {
      listeners.push(listener);
      return () => listeners.splice(listeners.indexOf(listener), 1);
    },
  };
  const finishLoading = () => {
    router.state.initialized = true;
    for (const listener of [...listeners]) listener(router.state);
  };
  return { router: router as unknown as Parameters<typeof mountApp>[2], finishLoading };
}

/** The new field takes the kept text after it is committed, as the hub's e-mail form does. */
function NewField() {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = typedBeforeScripts('email');
    if (typed && field.current) field.current.value = typed;
  }, []);
  return <input ref={field} aria-label="new" name="email" />;
}

/** Calls `done` once its tree is committed (hydrated or rendered): it adds no markup. */
function Committed({ children, done }: { children: ReactNode; done: () => void }) {
  useEffect(done, [done]);
  return children;
}

let root: HTMLElement;
/**
 * The apps mounted by a test, unmounted after it: React's scheduler must not outlive the test's
 * window. An app whose render has begun is unmounted only once committed: unmounting a root in the
 * middle of its hydration is an error of its own ("received an early update").
 */
const mounted: { unmount: () => void; committed: Promise<void> }[] = [];
const mount = (container: HTMLElement, app: ReactNode, ...rest: RestOfMount) => {
  let done = () => {};
  const committed = new Promise<void>((resolve) => (done = resolve));
  mounted.push({
    unmount: mountApp(container, <Committed done={done}>{app}</Committed>, ...rest),
    committed,
  });
};
type RestOfMount = Parameters<typeof mountApp> extends [HTMLElement, ReactNode, ...infer Rest] ? Rest : never;
const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;

beforeEach(() => {
  // The real scheduler, as in the browser: the render anew is a transition committed later.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  root = document.createElement('div');
  root.dataset.prerendered = '/login';
  root.dataset.firstPaint = 'community';
  root.innerHTML = '<form><input name="email" type="email"><input name="pw" type="password"></form>';
  document.body.append(root);
});

afterEach(async () => {
  // firstRender is set when the render begins (prerender/index.ts).
  const rendering = root.dataset.firstRender !== undefined;
  for (const app of mounted.splice(0)) {
    if (rendering) await app.committed;
    app.unmount();
  }
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  root.remove();
});

function type(value: string) {
  const field = root.querySelector<HTMLInputElement>('input[name=email]');
  if (!field) throw new Error('the prerendered field is gone');
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

test('text typed while the scripts load reaches the field rendered anew', async () => {
  const { router, finishLoading } = pendingRouter();
  type('early@example.com');
  mount(root, <NewField />, router, () => 'members');
  finishLoading();
  await waitFor(() => expect(root.querySelector('input[aria-label=new]')).toHaveValue('early@example.com'));
  expect(root.dataset.firstRender).toBe('rendered');
});

test('text typed after the first loads, while the render anew is prepared, is not lost', async () => {
  const { router, finishLoading } = pendingRouter();
  mount(root, <NewField />, router, () => 'members');
  finishLoading();
  // The choice is made (a microtask later) and the render scheduled, not yet committed.
  await Promise.resolve();
  await Promise.resolve();
  expect(root.dataset.firstRender).toBe('rendered');
  expect(root.querySelector('input[aria-label=new]')).toBeNull();
  type('late@example.com');
  await waitFor(() => expect(root.querySelector('input[aria-label=new]')).toHaveValue('late@example.com'));
});

/** A controlled field through useTypedBeforeScripts (as the hub's e-mail form). */
function FirstRenderField({ atCommit, mounted }: { atCommit: string[]; mounted: () => void }) {
  const field = useRef<HTMLInputElement>(null);
  const [value, setValue] = useTypedBeforeScripts('email', field);
  // Runs at the commit itself, before any effect: what the page shows when it first goes live.
  useLayoutEffect(() => void atCommit.push(field.current?.value ?? ''), [atCommit]);
  // Declared after the hook, so it runs after the hook's own effect (the takeover).
  useEffect(mounted, [mounted]);
  return (
    <input
      ref={field}
      aria-label="new"
      name="email"
      value={value}
      onChange={(event) => setValue(event.target.value)}
    />
  );
}

test('useTypedBeforeScripts: the text is in the field from its first commit, and handed over once', async () => {
  const { router, finishLoading } = pendingRouter();
  type('first@example.com');
  const atCommit: string[] = [];
  let effectsRan = false;
  const mounted = () => void (effectsRan = true);
  mount(root, <FirstRenderField atCommit={atCommit} mounted={mounted} />, router, () => 'members');
  finishLoading();
  await waitFor(() => expect(root.querySelector('input[aria-label=new]')).toHaveValue('first@example.com'));
  expect(atCommit[0]).toBe('first@example.com');
  // The effects run after the commit (the real scheduler: later than the value shows).
  await waitFor(() => expect(effectsRan).toBe(true));
  // The hook's effect took it over: a later form (another visit to the screen) starts empty.
  expect(typedBeforeScripts('email')).toBeUndefined();
  expect(root.querySelector('input[aria-label=new]')).toHaveValue('first@example.com');
});

test('a hydrated screen hands nothing over: its own field keeps the text', async () => {
  const { router, finishLoading } = pendingRouter();
  type('kept@example.com');
  const sameMarkup = (
    <form>
      <input name="email" type="email" />
      <input name="pw" type="password" />
    </form>
  );
  mount(root, sameMarkup, router, () => 'community');
  finishLoading();
  await waitFor(() => expect(root.dataset.firstRender).toBe('hydrated'));
  expect(root.querySelector('input[name=email]')).toHaveValue('kept@example.com');
  expect(typedBeforeScripts('email')).toBeUndefined();
});
