/**
 * The profile app's one route table (profile spec §2). Segments come from route-paths.ts, which
 * the e2e tests reuse. The root loader applies the entry rules; routes with `requiresAuth` run
 * the route guard (a signed-in member, else the status=authError return). Screens only wire.
 */
import { createAuthGuard, createEntryLoader } from '@member-hub/app-kit/guard';
import { redirect, type RouteObject } from 'react-router';

import { ProfileLayout } from './containers/ProfileLayout';
import { changeEmailEntry } from './flows/change-email/change-email';
import { AreaRegisterPage } from './flows/prefectures/pages/AreaRegister';
import { AvatarPage } from './flows/avatar/pages/Avatar';
import { UnsubscribeCompletePage } from './flows/unsubscribe/pages/Complete';
import { UnsubscribeConfirmPage } from './flows/unsubscribe/pages/Confirm';
import { UnsubscribePaymentErrorPage } from './flows/unsubscribe/pages/PaymentError';
import { type AfterProfileSave, ProfileEditConfirmPage } from './flows/profile-edit/pages/ProfileEditConfirm';
import { ProfileEditCompletePage } from './flows/profile-edit/pages/ProfileEditComplete';
import { ProfileEditPage, type PurchaseShopSlot } from './flows/profile-edit/pages/ProfileEdit';
import { hiddenLeaveAddress } from './flows/profile-edit/profile-edit';
import { GenericErrorPage } from './pages/GenericError';
import { type ProfileServices } from './providers/services';
import { type ProfileRouteHandle, RoutePath } from './route-paths';

type Services = Pick<ProfileServices, 'storage' | 'identity' | 'config' | 'memberHost'>;

const handle = (h: ProfileRouteHandle) => h;

/**
 * What other flows plug into the membership profile edit (031_MemberProfileEdit). The lead wires
 * flows/points here on merge: the purchase-shop section and the bonus points after a save.
 */
export interface ProfileRouteSlots {
  readonly purchaseShop?: PurchaseShopSlot;
  readonly afterMemberProfileSave?: AfterProfileSave;
}

/** The profile edit screens: a hidden other than 1 leaves to the return address (profile §2). */
const PROFILE_EDIT_PATHS: readonly string[] = [RoutePath.profileEdit, RoutePath.memberProfileEdit];

export function profileRoutes(services: Services, slots: ProfileRouteSlots = {}): RouteObject[] {
  const allowedReturnUrlPrefixes = services.config.allowedReturnUrlPrefixes;
  const requireAuth = createAuthGuard({
    waitForAuthReady: () => services.identity.waitForAuthReady(),
    storage: services.storage,
    allowedReturnUrlPrefixes,
    memberHost: services.memberHost,
    errorPath: RoutePath.error,
  });

  return [
    {
      id: 'root',
      element: <ProfileLayout />,
      loader: createEntryLoader({
        storage: services.storage,
        allowedReturnUrlPrefixes,
        errorPath: RoutePath.error,
        // /changeEmail?state=updated is not an entry (its `state` is not the client's): the completion.
        // Profile edit with `hidden` other than 1 leaves to the return address.
        before: (url) => {
          const completion = changeEmailEntry(url);
          if (completion) return redirect(completion);
          if (!PROFILE_EDIT_PATHS.includes(url.pathname)) return null;
          const leave = hiddenLeaveAddress(url.searchParams, allowedReturnUrlPrefixes);
          return leave ? redirect(leave) : null;
        },
      }),
      children: [
        // ---- Errors (first: /profileEdit/error is not the profile edit)
        {
          path: RoutePath.error,
          element: <GenericErrorPage />,
          handle: handle({ title: 'error', systemError: true }),
        },

        // ---- Profile edit (profile §2): 028_ProfileEdit → 029 confirm → 030 complete (community),
        // 031_MemberProfileEdit → confirm → complete (membership). flows/profile-edit.
        {
          path: RoutePath.profileEdit,
          loader: requireAuth,
          element: <ProfileEditPage screen="community" />,
          handle: handle({ title: 'profileEdit', requiresAuth: true }),
        },
        {
          path: RoutePath.profileEditConfirm,
          loader: requireAuth,
          element: <ProfileEditConfirmPage screen="community" />,
          handle: handle({
            title: 'profileEditConfirm',
            requiresAuth: true,
            back: { to: RoutePath.profileEdit },
          }),
        },
        {
          path: RoutePath.profileEditComplete,
          loader: requireAuth,
          element: <ProfileEditCompletePage screen="community" />,
          handle: handle({ title: 'profileEditComplete', requiresAuth: true }),
        },
        {
          path: RoutePath.memberProfileEdit,
          loader: requireAuth,
          element: <ProfileEditPage screen="members" purchaseShop={slots.purchaseShop} />,
          handle: handle({ title: 'profileEdit', requiresAuth: true, hideFooterOnMemberSite: true }),
        },

        // ---- E-mail change (025_changeEmail; flows/change-email). /changeEmail?state=updated is
        // the return from the mail-link check: the completion.
        {
          path: RoutePath.changeEmail,
          loader: requireAuth,
          lazy: () =>
            import('./flows/change-email/pages/Input').then((m) => ({ Component: m.ChangeEmailInputPage })),
          handle: handle({ title: 'changeEmail', requiresAuth: true }),
        },
        {
          path: RoutePath.changeEmailConfirm,
          loader: requireAuth,
          lazy: () =>
            import('./flows/change-email/pages/Confirm').then((m) => ({
              Component: m.ChangeEmailConfirmPage,
            })),
          handle: handle({
            title: 'changeEmailConfirm',
            requiresAuth: true,
            back: { to: RoutePath.changeEmail },
          }),
        },
        {
          path: RoutePath.changeEmailSent,
          loader: requireAuth,
          lazy: () =>
            import('./flows/change-email/pages/Sent').then((m) => ({ Component: m.ChangeEmailSentPage })),
          handle: handle({ title: 'changeEmailSent', requiresAuth: true }),
        },
        {
          path: RoutePath.changeEmailComplete,
          loader: requireAuth,
          lazy: () =>
            import('./flows/change-email/pages/Complete').then((m) => ({
              Component: m.ChangeEmailCompletePage,
            })),
          handle: handle({ title: 'changeEmailComplete', requiresAuth: true }),
        },
        {
          path: RoutePath.changeEmailError,
          lazy: () =>
            import('./flows/change-email/pages/Error').then((m) => ({ Component: m.ChangeEmailErrorPage })),
          handle: handle({ title: 'changeEmailError' }),
        },

        // ---- Mail-link verification (profile spec §4; flows/mail-link)
        {
          path: RoutePath.mailLinkValid,
          lazy: () =>
            import('./flows/mail-link/pages/Verify').then((m) => ({ Component: m.MailLinkVerifyPage })),
          handle: handle({ title: 'mailLinkValid' }),
        },
        {
          path: RoutePath.mailVerified,
          lazy: () =>
            import('./flows/mail-link/pages/Verified').then((m) => ({ Component: m.MailVerifiedPage })),
          handle: handle({ title: 'mailVerified' }),
        },

        // ---- The embedded prefecture flow (docs/flows/prefectures.md): inside the parent's frame,
        // no sign-in (the parent's encrypted_id), no header or footer
        {
          path: RoutePath.areaRegister,
          element: <AreaRegisterPage />,
          handle: handle({ title: 'areaRegister', showHeader: false, hideFooter: true }),
        },

        // ---- Avatar picker: 901_avator (presets, a photo from the device with the cropper)
        {
          path: RoutePath.avatar,
          loader: requireAuth,
          element: <AvatarPage />,
          handle: handle({ title: 'avatar', requiresAuth: true }),
        },

        // ---- Unsubscribe: 012 (signed in), 014 (after the deletion: signed out), paymentEnableError
        {
          path: RoutePath.unsubscribe,
          loader: requireAuth,
          element: <UnsubscribeConfirmPage />,
          handle: handle({ title: 'unsubscribe', requiresAuth: true }),
        },
        {
          path: RoutePath.unsubscribeComplete,
          element: <UnsubscribeCompletePage />,
          handle: handle({ title: 'unsubscribeComplete' }),
        },
        {
          path: RoutePath.unsubscribePaymentError,
          element: <UnsubscribePaymentErrorPage />,
          handle: handle({ title: 'unsubscribePaymentError' }),
        },
        // ---- Kantan password change (flows/kantan-pwd-edit): the bearer sign-in token is needed
        {
          path: RoutePath.kantanPwdEdit,
          loader: requireAuth,
          lazy: async () => {
            const m = await import('./flows/kantan-pwd-edit/pages/KantanPwdEdit');
            return { element: <m.KantanPwdEditPage /> };
          },
          handle: handle({ title: 'kantanPwdEdit', requiresAuth: true }),
        },

        {
          path: RoutePath.memberProfileEditConfirm,
          loader: requireAuth,
          element: <ProfileEditConfirmPage screen="members" afterSave={slots.afterMemberProfileSave} />,
          handle: handle({
            title: 'profileEditConfirm',
            requiresAuth: true,
            hideFooterOnMemberSite: true,
            back: { to: RoutePath.memberProfileEdit },
          }),
        },
        {
          path: RoutePath.memberProfileEditComplete,
          loader: requireAuth,
          element: <ProfileEditCompletePage screen="members" />,
          handle: handle({ title: 'profileEditComplete', requiresAuth: true, hideFooterOnMemberSite: true }),
        },

        // ---- Provider linkage: flows/provider-linkage (profile §2 "Provider linkage")
        {
          path: RoutePath.providerLinkage,
          loader: requireAuth,
          lazy: () =>
            import('./flows/provider-linkage/pages/ProviderLinkage').then((m) => ({
              Component: m.ProviderLinkagePage,
            })),
          handle: handle({ title: 'providerLinkage', requiresAuth: true }),
        },
        {
          path: RoutePath.authRegisterProviderLinkage,
          loader: requireAuth,
          lazy: () =>
            import('./flows/provider-linkage/pages/AuthRegisterProviderLinkage').then((m) => ({
              Component: m.AuthRegisterProviderLinkagePage,
            })),
          handle: handle({ title: 'authRegisterProviderLinkage', requiresAuth: true }),
        },
      ],
    },
  ];
}
