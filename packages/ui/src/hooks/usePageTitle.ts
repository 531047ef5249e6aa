import { useLayoutEffect } from 'react';

/**
 * Separator between screen title and application name (profile spec §2: "the screen title, a
 * separator, then the application name"). The spec does not name it; we use a spaced ASCII
 * vertical bar, which screen readers pass over quietly.
 */
export const PAGE_TITLE_SEPARATOR = ' | ';

/** "screen title | app name"; just the app name when there is no screen title. */
export function formatPageTitle(screenTitle: string | undefined, appName: string): string {
  const screen = screenTitle?.trim();
  return screen ? `${screen}${PAGE_TITLE_SEPARATOR}${appName}` : appName;
}

/**
 * Sets `document.title` to the screen title and the application name. A layout effect, so it runs
 * before the TimeoutDialog's own title effect: with the dialog open at mount (`mock=timeout`) the
 * page shows タイムアウトエラー and gets this title back on close.
 */
export function usePageTitle(screenTitle: string | undefined, appName: string | undefined): void {
  useLayoutEffect(() => {
    if (appName === undefined) return;
    document.title = formatPageTitle(screenTitle, appName);
  }, [screenTitle, appName]);
}
