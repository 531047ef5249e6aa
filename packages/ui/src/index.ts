// Public face of @member-hub/ui. Styles: import '@member-hub/ui/styles.css' once in the app.
export { AppShell, type AppShellProps } from './components/AppShell';
export { Button, type ButtonProps, type ButtonVariant } from './components/Button';
export { DEFAULT_COMPANY_NAME, Footer, type FooterProps } from './components/Footer';
export { Header, type HeaderProps } from './components/Header';
export { LinkageErrorDialog, type LinkageErrorDialogProps } from './components/LinkageErrorDialog';
export { LoaderOverlay, type LoaderOverlayProps } from './components/LoaderOverlay';
export { TimeoutDialog, type TimeoutDialogProps } from './components/TimeoutDialog';
export { useDebouncedCallback } from './hooks/useDebouncedCallback';
export { useDelayedFlag } from './hooks/useDelayedFlag';
export { formatPageTitle, PAGE_TITLE_SEPARATOR, usePageTitle } from './hooks/usePageTitle';
export {
  createI18n,
  type CreateI18nOptions,
  DEFAULT_LANGUAGE,
  type Language,
  LANGUAGES,
  type LocaleResources,
  type Translation,
  UI_NAMESPACES,
  type UiNamespace,
  type UiResources,
  uiResources,
} from './i18n';
export * from './profile-form';
export { contrastRatio, relativeLuminance } from './contrast';
export * from './tokens';
