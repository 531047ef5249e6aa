// `@member-hub/ui/hooks`: the hooks the apps use.
export { useDebouncedCallback } from './useDebouncedCallback';
export { useDelayedFlag } from './useDelayedFlag';
export { formatPageTitle, PAGE_TITLE_SEPARATOR, usePageTitle } from './usePageTitle';
