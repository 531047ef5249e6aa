// Public face of @member-hub/ui. Styles: import '@member-hub/ui/styles.css' once in the app.
export { AppShell, type AppShellProps } from './components/AppShell';
export { Button, type ButtonProps, type ButtonVariant } from './components/Button';
export { Footer, type FooterProps } from './components/Footer';
export { Header, type HeaderProps } from './components/Header';
export { LinkageErrorDialog, type LinkageErrorDialogProps } from './components/LinkageErrorDialog';
export { MessageDialog, type MessageDialogProps } from './components/MessageDialog';
export { HelpContact, type HelpContactProps, telHref } from './components/HelpContact';
export {
  normalizeCodeInput,
  type OneTimeCodeCopy,
  OneTimeCodeForm,
  type OneTimeCodeFormProps,
} from './components/OneTimeCodeForm';
export { ErrorSummary, type ErrorSummaryItem, type ErrorSummaryProps } from './components/ErrorSummary';
export { LoaderOverlay, type LoaderOverlayProps } from './components/LoaderOverlay';
export { TimeoutDialog, type TimeoutDialogProps } from './components/TimeoutDialog';
export { ProviderLinkagePanel, type ProviderLinkagePanelProps } from './components/ProviderLinkagePanel';
export { useDebouncedCallback } from './hooks/useDebouncedCallback';
export { useDelayedFlag } from './hooks/useDelayedFlag';
export { formatPageTitle, PAGE_TITLE_SEPARATOR, usePageTitle } from './hooks/usePageTitle';
export {
  createI18n,
  type CreateI18nOptions,
  createJapaneseI18n,
  DEFAULT_LANGUAGE,
  type Language,
  LANGUAGES,
  loadUiResources,
  type LocaleResources,
  profileFormJa,
  type Translation,
  UI_NAMESPACES,
  type UiNamespace,
  type UiResources,
  uiResources,
} from './i18n';
export * from './profile-form';
export { contrastRatio, relativeLuminance } from './contrast';
export * from './tokens';
export { NoticePanel, type NoticePanelProps } from './components/NoticePanel';
export {
  PasskeyList,
  type PasskeyListItem,
  type PasskeyListLabels,
  type PasskeyListProps,
} from './components/PasskeyList';
export { PasskeySignIn, type PasskeySignInProps, type PasskeySignInState } from './components/PasskeySignIn';
export {
  type SignInAgainCopy,
  SignInAgainNotice,
  type SignInAgainNoticeProps,
} from './components/SignInAgainNotice';
export {
  type KantanLoginCopy,
  KantanLoginForm,
  type KantanLoginFormProps,
} from './components/KantanLoginForm';
export {
  type PasswordChangeCopy,
  PasswordChangeForm,
  type PasswordChangeFormProps,
  type PasswordChangeValues,
} from './components/PasswordChangeForm';
