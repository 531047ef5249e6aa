/**
 * The profile app's one route table, nested by flow like the hub's (profile spec §2): /profileEdit/*,
 * /memberProfileEdit/*, /changeEmail/*, /valid/*, /unsubscribe/*. Paths come from route-paths.ts,
 * which the e2e tests reuse (children keep their full path: react-router accepts an absolute child
 * path that starts with its parent's). The screens of a flow live in flows/<flow>/pages. The root
 * loader applies the entry rules; routes with `requiresAuth` run the route guard (a signed-in
 * member, else the status=authError return). Loading steps (the e-mail change's completion, the
 * mail-link check, the provider linkage's start) are route loaders, as the hub's (ADR 0022): they
 * wait for the entry rules of the navigation (the loader gate) and run once per page in the page's
 * one QueryClient. Screens only wire.
 */
import { readClientContext } from '@member-hub/app-kit/client-context';
import {
  createAuthGuard,
  createEntryLoader,
  createLoaderGate,
  type StepLoaderData,
} from '@member-hub/app-kit/guard';
import {
  createGuarded,
  lazyScreen,
  lazyScreenWhenSignedIn,
  RouteError,
  RouteLoading,
  type ScreenLoad,
  wrapScreen,
} from '@member-hub/app-kit/routes';
import { type LoaderFunctionArgs, redirect, type RouteObject } from 'react-router';

import { ProfileLayout } from './shell/Layout';
import { RouteErrorPage } from './components/RouteErrorPage';
import { changeEmailEntry } from './flows/change-email/entry';
import type { AfterProfileSave } from './flows/profile-edit/pages/ProfileEditConfirm';
import type { PurchaseShopSlot } from './flows/profile-edit/pages/ProfileEdit';
import { hiddenLeaveAddress } from './flows/profile-edit/entry';
import { type ProfileServices } from './shell/services';
import { type ProfileStepWiring } from './shell/steps';
import { type ProfileRouteHandle, RoutePath } from './route-paths';

type Services = ProfileServices;

/**
 * A loading step's route loader, from its flow's chunk (loaded with the screen's): the step
 * starts once the entry rules of the navigation have passed (and, on a guarded route, the guard).
 */
type StepLoaderOf = (
  services: Services,
  wiring: ProfileStepWiring,
) => (args: LoaderFunctionArgs) => StepLoaderData;

/** A route loader that loads its step's loader with the flow's chunk, then runs it. */
type Step = (load: () => Promise<StepLoaderOf>) => (args: LoaderFunctionArgs) => Promise<StepLoaderData>;

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
 * A screen with TanStack Query and the API client's context around it (shell/QueryBoundary),
 * loaded beside the screen's chunk: neither is in the entry chunk, and a page that shows no such
 * screen (the error page, a refused guarded route) loads neither.
 */
const withQuery = (load: ScreenLoad): ScreenLoad =>
  wrapScreen(load, () => import('./shell/QueryBoundary').then((m) => m.QueryBoundary));

/** A screen in its own chunk (as the hub's routes.tsx), with the query boundary. */
const page = (load: ScreenLoad): Pick<RouteObject, 'lazy'> => lazyScreen(withQuery(load));

const noSlots: LoadProfileRouteSlots = async () => ({});

export function profileRoutes(services: Services, loadSlots: LoadProfileRouteSlots = noSlots): RouteObject[] {
  const allowedReturnUrlPrefixes = services.config.allowedReturnUrlPrefixes;
  /** The entry rules' answer per navigation, which the loading steps wait for. */
  const gate = createLoaderGate(() => readClientContext(services.storage));
  const wiring: ProfileStepWiring = {
    gate,
    // The page's one QueryClient, the screens' too (shell/QueryBoundary).
    queryClient: () => import('./shell/query-client').then((m) => m.queryClientFor(services)),
  };
  const step: Step = (load) => async (args) => (await load())(services, wiring)(args);
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
   * (the refused /profileEdit of the budgets) does not download and run the screen.
   */
  const guard = createGuarded<ProfileRouteHandle>(requireAuth);
  const reportRouteError = (error: unknown) => services.policy.report(error, { step: 'route' });
  const guarded = ({ screen, loader, ...route }: GuardedRoute): RouteObject =>
    guard({
      ...(loader ? { loader } : {}),
      ...route,
      ...lazyScreenWhenSignedIn(withQuery(screen), () => services.identity.waitForAuthReady()),
    });

  return [
    {
      id: 'root',
      element: <ProfileLayout />,
      // While the first loaders and the first screen's chunk load (a page that was not prerendered):
      // a status that appears only when the wait is long enough to notice.
      hydrateFallbackElement: <RouteLoading />,
      loader: gate.entry(
        createEntryLoader({
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
      ),
      children: [
        {
          // A screen that could not load (a chunk a deployment removed, after its one reload) or
          // threw while drawing: the error page's words and a way back, inside the layout.
          errorElement: (
            <RouteError report={reportRouteError}>
              <RouteErrorPage />
            </RouteError>
          ),
          children: [
            // ---- Errors (first: /profileEdit/error is not the profile edit). Without the query
            // boundary: the error page needs neither the API nor TanStack Query.
            {
              path: RoutePath.error,
              ...lazyScreen(() =>
                import('./flows/errors/pages/GenericError').then((m) => <m.GenericErrorPage />),
              ),
              // The normal layout (page padding), as the hub's error page: the system-error layout has
              // none, and its full-width paragraph became the largest paint of a refused /profileEdit.
              handle: handle({ title: 'error' }),
            },
            ...screenRoutes(guarded, loadSlots, step),
          ],
        },
      ],
    },
  ];
}

/** A guarded screen: by its path, or the index of its flow's path. */
interface GuardedRoute {
  readonly path?: string;
  readonly index?: true;
  readonly screen: ScreenLoad;
  /** The route's loading step, run once the guard has let the member through. */
  readonly loader?: (args: LoaderFunctionArgs) => Promise<StepLoaderData>;
  readonly handle: ProfileRouteHandle;
}

type Guarded = (route: GuardedRoute) => RouteObject;

function screenRoutes(guarded: Guarded, loadSlots: LoadProfileRouteSlots, step: Step): RouteObject[] {
  return [
    // ---- Profile edit (profile §2): 028_ProfileEdit → 029 confirm → 030 complete (community).
    // flows/profile-edit
    {
      path: RoutePath.profileEdit,
      children: [
        guarded({
          index: true,
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
        // The embedded prefecture flow (docs/flows/prefectures.md; flows/prefectures): inside the
        // parent's frame, no sign-in (the parent's encrypted_id), no header or footer
        {
          path: RoutePath.areaRegister,
          ...page(() => import('./flows/prefectures/pages/AreaRegister').then((m) => <m.AreaRegisterPage />)),
          handle: handle({ title: 'areaRegister', showHeader: false, hideFooter: true }),
        },
      ],
    },

    // ---- Membership profile edit (profile §2): 031_MemberProfileEdit → confirm → complete, with
    // the slots other flows plug in. flows/profile-edit
    {
      path: RoutePath.memberProfileEdit,
      children: [
        guarded({
          index: true,
          screen: async () => {
            const [m, slots] = await Promise.all([
              import('./flows/profile-edit/pages/ProfileEdit'),
              loadSlots(),
            ]);
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
      ],
    },

    // ---- E-mail change (025_changeEmail; flows/change-email). /changeEmail?state=updated is
    // the return from the mail-link check: the completion.
    {
      path: RoutePath.changeEmail,
      children: [
        guarded({
          index: true,
          screen: () => import('./flows/change-email/pages/Input').then((m) => <m.ChangeEmailInputPage />),
          handle: handle({ title: 'changeEmail' }),
        }),
        guarded({
          path: RoutePath.changeEmailConfirm,
          screen: () =>
            import('./flows/change-email/pages/Confirm').then((m) => <m.ChangeEmailConfirmPage />),
          handle: handle({ title: 'changeEmailConfirm', back: { to: RoutePath.changeEmail } }),
        }),
        guarded({
          path: RoutePath.changeEmailSent,
          screen: () => import('./flows/change-email/pages/Sent').then((m) => <m.ChangeEmailSentPage />),
          handle: handle({ title: 'changeEmailSent' }),
        }),
        guarded({
          path: RoutePath.changeEmailComplete,
          loader: step(() => import('./flows/change-email/loader').then((m) => m.changeEmailCompleteLoader)),
          screen: () =>
            import('./flows/change-email/pages/Complete').then((m) => <m.ChangeEmailCompletePage />),
          handle: handle({ title: 'changeEmailComplete' }),
        }),
        {
          path: RoutePath.changeEmailError,
          ...page(() => import('./flows/change-email/pages/Error').then((m) => <m.ChangeEmailErrorPage />)),
          handle: handle({ title: 'changeEmailError' }),
        },
      ],
    },

    // ---- Mail-link verification (profile spec §4; flows/mail-link)
    {
      path: RoutePath.mailLinkValid,
      children: [
        {
          index: true,
          loader: step(() => import('./flows/mail-link/loader').then((m) => m.mailLinkVerifyLoader)),
          ...page(() => import('./flows/mail-link/pages/Verify').then((m) => <m.MailLinkVerifyPage />)),
          handle: handle({ title: 'mailLinkValid' }),
        },
        {
          path: RoutePath.mailVerified,
          ...page(() => import('./flows/mail-link/pages/Verified').then((m) => <m.MailVerifiedPage />)),
          handle: handle({ title: 'mailVerified' }),
        },
      ],
    },

    // ---- Avatar picker: 901_avator (presets, a photo from the device with the cropper)
    guarded({
      path: RoutePath.avatar,
      screen: () => import('./flows/avatar/pages/Avatar').then((m) => <m.AvatarPage />),
      handle: handle({ title: 'avatar' }),
    }),

    // ---- Unsubscribe: 012 (signed in), 014 (after the deletion: signed out), paymentEnableError
    {
      path: RoutePath.unsubscribe,
      children: [
        guarded({
          index: true,
          screen: () => import('./flows/unsubscribe/pages/Confirm').then((m) => <m.UnsubscribeConfirmPage />),
          handle: handle({ title: 'unsubscribe' }),
        }),
        {
          path: RoutePath.unsubscribeComplete,
          ...page(() =>
            import('./flows/unsubscribe/pages/Complete').then((m) => <m.UnsubscribeCompletePage />),
          ),
          handle: handle({ title: 'unsubscribeComplete' }),
        },
        {
          path: RoutePath.unsubscribePaymentError,
          ...page(() =>
            import('./flows/unsubscribe/pages/PaymentError').then((m) => <m.UnsubscribePaymentErrorPage />),
          ),
          handle: handle({ title: 'unsubscribePaymentError' }),
        },
      ],
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
      loader: step(() =>
        import('./flows/provider-linkage/loader').then((m) => m.providerLinkageLoader('profile')),
      ),
      screen: () =>
        import('./flows/provider-linkage/pages/ProviderLinkage').then((m) => <m.ProviderLinkagePage />),
      handle: handle({ title: 'providerLinkage' }),
    }),
    guarded({
      path: RoutePath.authRegisterProviderLinkage,
      loader: step(() =>
        import('./flows/provider-linkage/loader').then((m) => m.providerLinkageLoader('authRegister')),
      ),
      screen: () =>
        import('./flows/provider-linkage/pages/AuthRegisterProviderLinkage').then((m) => (
          <m.AuthRegisterProviderLinkagePage />
        )),
      handle: handle({ title: 'authRegisterProviderLinkage' }),
    }),
  ];
}
