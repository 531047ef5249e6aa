// The remount and revisit of a rendered route table, for the apps' test renders: a screen's
// loading steps must not run twice when React mounts it again or its loaders run again.
import { act, render } from '@testing-library/react';
import { type ReactElement } from 'react';

export interface RenderedRoutes {
  view: ReturnType<typeof render>;
  /** The screen mounted a second time on the same router and services (as a remount would). */
  remount: () => ReturnType<typeof render>;
  /**
   * What could start a loading step again within the page: the screen mounted a second time and
   * its loaders run again (a revalidation); then a moment for a repeated step to show.
   */
  revisit: () => Promise<void>;
}

/** Renders `tree` (the app's providers around `router`) and gives the two ways to mount it again. */
export function renderRoutes(tree: ReactElement, router: { revalidate(): Promise<void> }): RenderedRoutes {
  const view = render(tree);
  const remount = () => {
    view.unmount();
    return render(tree);
  };
  const revisit = async () => {
    remount();
    await act(() => router.revalidate());
    await new Promise((resolve) => setTimeout(resolve, 50));
  };
  return { view, remount, revisit };
}
