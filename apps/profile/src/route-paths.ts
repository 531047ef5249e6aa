/**
 * Route segments of the profile app, shared by the route table (src/routes.tsx), the screens and
 * the e2e tests. Names are the spec's (profile spec §2). The gateway forwards these paths to this
 * app (tooling/dev-stack PROFILE_PAGE_PREFIXES).
 */
import type { RouteHandle, SpecScreen } from '@member-hub/app-kit/page-titles';

import type { app } from './i18n/locales/ja/app';

export const RoutePath = {
  /** 028_ProfileEdit (community). */
  profileEdit: '/profileEdit',
  /** 031_MemberProfileEdit (membership). */
  memberProfileEdit: '/memberProfileEdit',
  /** KantanPwdEdit: the kantan password change (query rakuUid). */
  kantanPwdEdit: '/kantanPwdEdit',
  /** The generic error page on our own host (ours: the spec names no path). */
  error: '/profileEdit/error',
  // ---- E-mail change (025_changeEmail; profile spec §2 "E-mail change"). Steps the spec names
  // only by title are ours: confirm, sent, complete (/changeEmail?state=updated leads there).
  changeEmail: '/changeEmail',
  changeEmailConfirm: '/changeEmail/confirm',
  changeEmailSent: '/changeEmail/sent',
  changeEmailComplete: '/changeEmail/complete',
  /** 027a_changeEmailError. */
  changeEmailError: '/changeEmail/error',
  // ---- Mail-link verification (profile spec §4; hub spec §2 "/valid")
  mailLinkValid: '/valid',
  /** The mail-verified page: choose the community or the game (the path is ours). */
  mailVerified: '/valid/verified',
  /** The embedded area-registration screen (prefecture only), framed by the allowed parents. */
  areaRegister: '/profileEdit/prefectures',
  /** 901_avator: the avatar picker with the upload from the device (needs sign-in). */
  avatar: '/avator',
  /** 012_unsubscribeConfirm. */
  unsubscribe: '/unsubscribe',
  /** 014_unsubscribeComplete: only right after a successful deletion. */
  unsubscribeComplete: '/unsubscribe/complete',
  /** paymentEnableError: a paid service is registered, leaving is impossible. */
  unsubscribePaymentError: '/unsubscribe/payment-error',
  /** 029_profileEditConfirm (community). */
  profileEditConfirm: '/profileEdit/confirm',
  /** 030_ProfileEditComplete (community). */
  profileEditComplete: '/profileEdit/complete',
  /** The membership confirm child ({token} in the spec; ours). */
  memberProfileEditConfirm: '/memberProfileEdit/confirm',
  /** The membership complete child ({token} in the spec; ours). */
  memberProfileEditComplete: '/memberProfileEdit/complete',
  /** 020_providerLinkage (the linkage flow; profile edit links to it). */
  providerLinkage: '/providerLinkage',
  /** AuthRegister/ProviderLinkage (flows/provider-linkage). */
  authRegisterProviderLinkage: '/AuthRegister/ProviderLinkage',
} as const;

export type RoutePathValue = (typeof RoutePath)[keyof typeof RoutePath];

/** The profile app's route metadata: app-kit's RouteHandle over its title keys and paths. */
export type ProfileRouteHandle = RouteHandle<keyof typeof app.title, RoutePathValue>;

const ours = (why: string) => ({ notInSpec: why }) as const;

/**
 * The spec's name of each route's screen (profile spec §2), by the keys of RoutePath: grep a spec
 * id here to find its path, then the route in routes.tsx.
 */
export const SpecScreenOf = {
  profileEdit: '028_ProfileEdit',
  memberProfileEdit: '031_MemberProfileEdit',
  kantanPwdEdit: 'KantanPwdEdit',
  error: ours('the generic error page on our own host'),
  changeEmail: '025_changeEmail',
  changeEmailConfirm: '025_changeEmail confirm',
  changeEmailSent: '025_changeEmail sent',
  changeEmailComplete: '025_changeEmail complete',
  changeEmailError: '027a_changeEmailError',
  mailLinkValid: '/valid',
  mailVerified: '/valid verified',
  areaRegister: '/profileEdit/prefectures',
  avatar: '901_avator',
  unsubscribe: '012_unsubscribeConfirm',
  unsubscribeComplete: '014_unsubscribeComplete',
  unsubscribePaymentError: 'paymentEnableError',
  profileEditConfirm: '029_profileEditConfirm',
  profileEditComplete: '030_ProfileEditComplete',
  memberProfileEditConfirm: '031_MemberProfileEdit confirm',
  memberProfileEditComplete: '031_MemberProfileEdit complete',
  providerLinkage: '020_providerLinkage',
  authRegisterProviderLinkage: 'AuthRegister/ProviderLinkage',
} as const satisfies Record<keyof typeof RoutePath, SpecScreen>;
