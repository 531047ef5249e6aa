/**
 * The profile app's one route table (profile spec §2). Segments come from route-paths.ts, which
 * the e2e tests reuse. The root loader applies the entry rules; routes with `requiresAuth` run
 * the route guard (a signed-in member, else the status=authError return). Screens only wire.
 */
import { createAuthGuard, createEntryLoader } from '@member-hub/app-kit/guard';
import { LoaderOverlay } from '@member-hub/ui';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { redirect, type RouteObject } from 'react-router';

import { ProfileLayout } from './shell/Layout';
import { changeEmailEntry } from './flows/change-email/entry';
import type { AfterProfileSave } from './flows/profile-edit/pages/ProfileEditConfirm';
import type { PurchaseShopSlot } from './flows/profile-edit/pages/ProfileEdit';
import { hiddenLeaveAddress } from './flows/profile-edit/entry';
import { type ProfileServices } from './shell/services';
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

/** The slots, loaded with the membership screens that use them (not with the entry chunk). */
export type LoadProfileRouteSlots = () => Promise<ProfileRouteSlots>;

/** The profile edit screens: a hidden other than 1 leaves to the return address (profile §2). */
const PROFILE_EDIT_PATHS: readonly string[] = [RoutePath.profileEdit, RoutePath.memberProfileEdit];

/**
 * How long the first loads (entry rules, guard, the screen's chunk) may take before the loader
 * shows, so that fast loads never flash it: the hub's ROUTE_LOADER_DELAY_MS (apps/hub RouteLoading).
 */
export const ROUTE_LOADER_DELAY_MS = 500;

/**
 * A screen with TanStack Query and the API client's context around it (shell/QueryBoundary),
 * loaded beside the screen's chunk: neither is in the entry chunk, and a page that shows no such
 * screen (the error page, a refused guarded route) loads neither.
 */
function withQuery(load: ScreenLoad): ScreenLoad {
  return async function loadWithQuery() {
    const [element, { QueryBoundary }] = await Promise.all([load(), import('./shell/QueryBoundary')]);
    return <QueryBoundary>{element}</QueryBoundary>;
  };
}

/**
 * A screen loaded with its route, in its own chunk (as the hub's routes.tsx): the entry chunk
 * carries the shell, the entry rules and the guard, not the screens, their forms and their calls.
 */
const page = (load: ScreenLoad): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ element: await withQuery(load)() }),
});

const noSlots: LoadProfileRouteSlots = async () => ({});

export function profileRoutes(services: Services, loadSlots: LoadProfileRouteSlots = noSlots): RouteObject[] {
  const allowedReturnUrlPrefixes = services.config.allowedReturnUrlPrefixes;
  const requireAuth = createAuthGuard({
    waitForAuthReady: () => services.identity.waitForAuthReady(),
    storage: services.storage,
    allowedReturnUrlPrefixes,
    memberHost: services.memberHost,
    errorPath: RoutePath.error,
  });

  /**
   * A guarded route: a signed-in member (Firebase loads for it), else the authError return. Its
   * screen's chunk loads once the guard knows someone is signed in: a visitor the guard sends away
   * (the refused /profileEdit of the budgets) does not download and run the screen, its form and
   * its schemas. Should nobody be signed in, the screen loads when it is rendered (never, unless
   * someone signs in within this page).
   */
  const guarded = ({ screen, ...route }: GuardedRoute): RouteObject => ({
    ...route,
    loader: requireAuth,
    lazy: async () =>
      (await services.identity.waitForAuthReady())
        ? { element: await withQuery(screen)() }
        : { Component: deferredScreen(withQuery(screen)) },
    handle: handle({ ...route.handle, requiresAuth: true }),
  });

  return [
    {
      id: 'root',
      element: <ProfileLayout />,
      // While the first loaders and the first screen's chunk load (a page that was not prerendered):
      // a status that appears only when the wait is long enough to notice.
      hydrateFallbackElement: <LoaderOverlay active delayMs={ROUTE_LOADER_DELAY_MS} />,
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
        // ---- Errors (first: /profileEdit/error is not the profile edit). Without the query
        // boundary: the error page needs neither the API nor TanStack Query.
        {
          path: RoutePath.error,
          lazy: () =>
            import('./flows/errors/pages/GenericError').then((m) => ({ element: <m.GenericErrorPage /> })),
          // The normal layout (page padding), as the hub's error page: the system-error layout has
          // none, and its full-width paragraph became the largest paint of a refused /profileEdit.
          handle: handle({ title: 'error' }),
        },
        ...screenRoutes(guarded, loadSlots),
      ],
    },
  ];
}

type ScreenLoad = () => Promise<ReactNode>;

interface GuardedRoute {
  readonly path: string;
  readonly screen: ScreenLoad;
  readonly handle: ProfileRouteHandle;
}

type Guarded = (route: GuardedRoute) => RouteObject;

/** A screen whose chunk loads when it is first rendered (React.lazy; the route loader meanwhile). */
function deferredScreen(screen: ScreenLoad): ComponentType {
  const Screen = lazy(async () => {
    const element = await screen();
    return { default: () => element };
  });
  return function DeferredScreen() {
    return (
      <Suspense fallback={<LoaderOverlay active delayMs={ROUTE_LOADER_DELAY_MS} />}>
        <Screen />
      </Suspense>
    );
  };
}

function screenRoutes(guarded: Guarded, loadSlots: LoadProfileRouteSlots): RouteObject[] {
  return [
    // ---- Profile edit (profile §2): 028_ProfileEdit → 029 confirm → 030 complete (community),
    // 031_MemberProfileEdit → confirm → complete (membership). flows/profile-edit.
    guarded({
      path: RoutePath.profileEdit,
      screen: () =>
        import('./flows/profile-edit/pages/ProfileEdit').then((m) => (
          <m.ProfileEditPage screen="community" />
        )),
      handle: handle({ title: 'profileEdit' }),
    }),
    guarded({
      path: RoutePath.profileEditConfirm,
      screen: () =>
        import('./flows/profile-edit/pages/ProfileEditConfirm').then((m) => (
          <m.ProfileEditConfirmPage screen="community" />
        )),
      handle: handle({ title: 'profileEditConfirm', back: { to: RoutePath.profileEdit } }),
    }),
    guarded({
      path: RoutePath.profileEditComplete,
      screen: () =>
        import('./flows/profile-edit/pages/ProfileEditComplete').then((m) => (
          <m.ProfileEditCompletePage screen="community" />
        )),
      handle: handle({ title: 'profileEditComplete' }),
    }),
    guarded({
      path: RoutePath.memberProfileEdit,
      screen: async () => {
        const [m, slots] = await Promise.all([import('./flows/profile-edit/pages/ProfileEdit'), loadSlots()]);
        return <m.ProfileEditPage screen="members" purchaseShop={slots.purchaseShop} />;
      },
      handle: handle({ title: 'profileEdit', hideFooterOnMemberSite: true }),
    }),
    guarded({
      path: RoutePath.memberProfileEditConfirm,
      screen: async () => {
        const [m, slots] = await Promise.all([
          import('./flows/profile-edit/pages/ProfileEditConfirm'),
          loadSlots(),
        ]);
        return <m.ProfileEditConfirmPage screen="members" afterSave={slots.afterMemberProfileSave} />;
      },
      handle: handle({
        title: 'profileEditConfirm',
        hideFooterOnMemberSite: true,
        back: { to: RoutePath.memberProfileEdit },
      }),
    }),
    guarded({
      path: RoutePath.memberProfileEditComplete,
      screen: () =>
        import('./flows/profile-edit/pages/ProfileEditComplete').then((m) => (
          <m.ProfileEditCompletePage screen="members" />
        )),
      handle: handle({ title: 'profileEditComplete', hideFooterOnMemberSite: true }),
    }),

    // ---- E-mail change (025_changeEmail; flows/change-email). /changeEmail?state=updated is
    // the return from the mail-link check: the completion.
    guarded({
      path: RoutePath.changeEmail,
      screen: () => import('./flows/change-email/pages/Input').then((m) => <m.ChangeEmailInputPage />),
      handle: handle({ title: 'changeEmail' }),
    }),
    guarded({
      path: RoutePath.changeEmailConfirm,
      screen: () => import('./flows/change-email/pages/Confirm').then((m) => <m.ChangeEmailConfirmPage />),
      handle: handle({ title: 'changeEmailConfirm', back: { to: RoutePath.changeEmail } }),
    }),
    guarded({
      path: RoutePath.changeEmailSent,
      screen: () => import('./flows/change-email/pages/Sent').then((m) => <m.ChangeEmailSentPage />),
      handle: handle({ title: 'changeEmailSent' }),
    }),
    guarded({
      path: RoutePath.changeEmailComplete,
      screen: () => import('./flows/change-email/pages/Complete').then((m) => <m.ChangeEmailCompletePage />),
      handle: handle({ title: 'changeEmailComplete' }),
    }),
    {
      path: RoutePath.changeEmailError,
      ...page(() => import('./flows/change-email/pages/Error').then((m) => <m.ChangeEmailErrorPage />)),
      handle: handle({ title: 'changeEmailError' }),
    },

    // ---- Mail-link verification (profile spec §4; flows/mail-link)
    {
      path: RoutePath.mailLinkValid,
      ...page(() => import('./flows/mail-link/pages/Verify').then((m) => <m.MailLinkVerifyPage />)),
      handle: handle({ title: 'mailLinkValid' }),
    },
    {
      path: RoutePath.mailVerified,
      ...page(() => import('./flows/mail-link/pages/Verified').then((m) => <m.MailVerifiedPage />)),
      handle: handle({ title: 'mailVerified' }),
    },

    // ---- The embedded prefecture flow (docs/flows/prefectures.md): inside the parent's frame,
    // no sign-in (the parent's encrypted_id), no header or footer
    {
      path: RoutePath.areaRegister,
      ...page(() => import('./flows/prefectures/pages/AreaRegister').then((m) => <m.AreaRegisterPage />)),
      handle: handle({ title: 'areaRegister', showHeader: false, hideFooter: true }),
    },

    // ---- Avatar picker: 901_avator (presets, a photo from the device with the cropper)
    guarded({
      path: RoutePath.avatar,
      screen: () => import('./flows/avatar/pages/Avatar').then((m) => <m.AvatarPage />),
      handle: handle({ title: 'avatar' }),
    }),

    // ---- Unsubscribe: 012 (signed in), 014 (after the deletion: signed out), paymentEnableError
    guarded({
      path: RoutePath.unsubscribe,
      screen: () => import('./flows/unsubscribe/pages/Confirm').then((m) => <m.UnsubscribeConfirmPage />),
      handle: handle({ title: 'unsubscribe' }),
    }),
    {
      path: RoutePath.unsubscribeComplete,
      ...page(() => import('./flows/unsubscribe/pages/Complete').then((m) => <m.UnsubscribeCompletePage />)),
      handle: handle({ title: 'unsubscribeComplete' }),
    },
    {
      path: RoutePath.unsubscribePaymentError,
      ...page(() =>
        import('./flows/unsubscribe/pages/PaymentError').then((m) => <m.UnsubscribePaymentErrorPage />),
      ),
      handle: handle({ title: 'unsubscribePaymentError' }),
    },

    // ---- Kantan password change (flows/kantan-pwd-edit): the bearer sign-in token is needed
    guarded({
      path: RoutePath.kantanPwdEdit,
      screen: () =>
        import('./flows/kantan-pwd-edit/pages/KantanPwdEdit').then((m) => <m.KantanPwdEditPage />),
      handle: handle({ title: 'kantanPwdEdit' }),
    }),

    // ---- Provider linkage: flows/provider-linkage (profile §2 "Provider linkage")
    guarded({
      path: RoutePath.providerLinkage,
      screen: () =>
        import('./flows/provider-linkage/pages/ProviderLinkage').then((m) => <m.ProviderLinkagePage />),
      handle: handle({ title: 'providerLinkage' }),
    }),
    guarded({
      path: RoutePath.authRegisterProviderLinkage,
      screen: () =>
        import('./flows/provider-linkage/pages/AuthRegisterProviderLinkage').then((m) => (
          <m.AuthRegisterProviderLinkagePage />
        )),
      handle: handle({ title: 'authRegisterProviderLinkage' }),
    }),
  ];
}
