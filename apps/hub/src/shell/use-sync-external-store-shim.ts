// Stands in for `use-sync-external-store/shim` in builds (vite.config.ts): with React 19 the shim
// only hands out React's own useSyncExternalStore (its production build chooses
// `React.useSyncExternalStore` whenever it exists), so its fallback code and CommonJS wrapper need
// not be in /login's bundle (react-i18next's useTranslation imports it).
export { useSyncExternalStore } from 'react';
