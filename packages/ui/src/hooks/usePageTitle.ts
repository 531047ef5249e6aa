import { useEffect } from 'react';

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

/** Sets `document.title` to the screen title and the application name while mounted. */
export function usePageTitle(screenTitle: string | undefined, appName: string): void {
  useEffect(() => {
    document.title = formatPageTitle(screenTitle, appName);
  }, [screenTitle, appName]);
}
