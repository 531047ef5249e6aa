/**
 * The one application layout both apps render at their route table's root (`AppLayout`); each
 * app's `shell/Layout.tsx` passes only its own values (names, texts, the timeout's extra step).
 */
export { AppLayout, type AppLayoutProps, type AppLayoutServices } from './AppLayout';
