/**
 * The hub's one route table, grouped by flow (hub spec §2). Segments come from route-paths.ts,
 * which the e2e tests reuse. Loaders apply the entry rules (root) and the route guard
 * (routes with `requiresAuth`); screens only wire.
 */
import { type ReactNode } from 'react';
import { type LoaderFunctionArgs, redirect, type RouteObject } from 'react-router';
import { createAuthGuard, createEntryLoader } from '@member-hub/app-kit/guard';

import { HubLayout } from './containers/HubLayout';
import { RouteLoading } from './containers/RouteLoading';
import { LoginPage } from './pages/Login';
// ---- Registration
import { hiddenReturnAddress } from './flows/register';
// ---- end Registration
import { type HubServices } from './providers/services';
import { type HubRouteHandle, RouteId, RoutePath } from './route-paths';

type Services = Pick<HubServices, 'storage' | 'identity' | 'allowedReturnUrlPrefixes' | 'hubHost' | 'policy'>;

const handle = (h: HubRouteHandle) => h;

/**
 * A screen loaded with its route, in its own chunk: the first paint of /login (whose screen is
 * in the entry chunk) loads only what /login needs. The root's fallback (RouteLoading) covers the first load; HubLayout the later ones.
 */
const page = (load: () => Promise<ReactNode>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ element: await load() }),
});

/**
 * A screen that uses the member API hooks (TanStack Query): the query providers come in its
 * chunk, so screens without them (/login, /sso) do not download the query library.
 */
const withApiQueries = async (screen: Promise<ReactNode>): Promise<ReactNode> => {
  const [element, { ApiQueryProviders }] = await Promise.all([
    screen,
    import('./providers/ApiQueryProviders'),
  ]);
  return <ApiQueryProviders>{element}</ApiQueryProviders>;
};

type WithIdentity = <T>(module: Promise<T>) => Promise<T>;

export function hubRoutes(services: Services): RouteObject[] {
  /** Entry rules on every navigation: a valid entry is saved, an invalid one ends on /error. */
  const entryLoader = createEntryLoader({
    storage: services.storage,
    allowedReturnUrlPrefixes: services.allowedReturnUrlPrefixes,
    errorPath: RoutePath.error,
    // Registration: on the register page a hidden other than 1 sends the user back to the service.
    before: (url) => {
      const lower = url.pathname.toLowerCase();
      if (lower !== RoutePath.register && lower !== RoutePath.authenRegister.toLowerCase()) return null;
      const back = hiddenReturnAddress(url.searchParams, services.allowedReturnUrlPrefixes);
      return back ? redirect(back) : null;
    },
  });

  /** Route guard: a signed-in identity, else the unauthorized-error return. */
  const requireAuth = createAuthGuard({
    waitForAuthReady: () => services.identity.waitForAuthReady(),
    storage: services.storage,
    allowedReturnUrlPrefixes: services.allowedReturnUrlPrefixes,
    memberHost: services.hubHost,
    errorPath: RoutePath.error,
  });

  /** Screens that ask identity synchronously (isSignInLink) load Firebase with their chunk. */
  const withIdentity: WithIdentity = async (module) => {
    const [loaded] = await Promise.all([module, services.identity.waitForAuthReady()]);
    return loaded;
  };

  const toLogin = ({ request }: LoaderFunctionArgs) =>
    redirect(RoutePath.login + new URL(request.url).search);

  return [
    {
      id: 'root',
      element: <HubLayout />,
      // While the first loaders and the first screen's chunk load (entry rules, guard): a status
      // that appears only when the wait is long enough to notice.
      hydrateFallbackElement: <RouteLoading />,
      loader: entryLoader,
      children: [
        { path: '/', loader: toLogin },

        // ---- Login: method selection, e-mail link, Google, complete
        {
          id: RouteId.login,
          path: RoutePath.login,
          // The front door is in the entry chunk: one round trip less before the first paint.
          element: <LoginPage />,
          handle: handle({ title: 'login' }),
        },
        {
          id: RouteId.loginWithProvider,
          path: RoutePath.loginProvider,
          ...page(() => import('./pages/ProviderSignIn').then((m) => <m.ProviderSignInPage mode="login" />)),
          handle: handle({ title: 'loginWithProvider' }),
        },
        {
          id: RouteId.sendMailComplete,
          path: RoutePath.loginSendComplete,
          ...page(() => import('./pages/SendMailComplete').then((m) => <m.SendMailCompletePage />)),
          handle: handle({ title: 'sendMailComplete' }),
        },
        {
          id: RouteId.mailNotArriving,
          path: RoutePath.loginSendNotArriving,
          ...page(() => import('./pages/MailNotArriving').then((m) => <m.MailNotArrivingPage />)),
          handle: handle({ title: 'mailNotArriving' }),
        },
        {
          id: RouteId.validateEmail,
          path: RoutePath.loginValidateEmail,
          ...page(() => withIdentity(import('./pages/ValidateEmail')).then((m) => <m.ValidateEmailPage />)),
          handle: handle({ title: 'validateEmail' }),
        },
        {
          id: RouteId.message006,
          path: RoutePath.loginValidateError,
          ...page(() => import('./pages/LoginError').then((m) => <m.LoginErrorPage kind="006" />)),
          handle: handle({ title: 'loginError' }),
        },
        {
          id: RouteId.memberLoginError,
          path: RoutePath.memberLoginValidateError,
          ...page(() => import('./pages/LoginError').then((m) => <m.LoginErrorPage kind="006" />)),
          handle: handle({ title: 'loginError' }),
        },
        {
          id: RouteId.message006a,
          path: RoutePath.loginProviderError,
          ...page(() => import('./pages/LoginError').then((m) => <m.LoginErrorPage kind="006a" />)),
          handle: handle({ title: 'loginError' }),
        },
        {
          id: RouteId.message006b,
          path: RoutePath.loginValidateTimeout,
          ...page(() => import('./pages/LoginError').then((m) => <m.LoginErrorPage kind="006b" />)),
          handle: handle({ title: 'loginError' }),
        },
        {
          id: RouteId.loginBrowserChangeError,
          path: RoutePath.loginBrowserChanged,
          ...page(() => import('./pages/BrowserChanged').then((m) => <m.BrowserChangedPage />)),
          handle: handle({ title: 'browserChanged' }),
        },
        {
          id: RouteId.loginComplete,
          path: RoutePath.loginComplete,
          ...page(() => withApiQueries(import('./pages/LoginComplete').then((m) => <m.LoginCompletePage />))),
          loader: requireAuth,
          handle: handle({ title: 'loginComplete', requiresAuth: true }),
        },

        // ---- Registration ----
        ...registrationRoutes(requireAuth, withIdentity),
        // ---- end Registration ----

        // ---- Carrier account (d-account): a later issue; the start page says it is being prepared
        {
          id: RouteId.daccountRegister,
          path: RoutePath.daccountRegister,
          ...page(() => import('./pages/DaccountPreparing').then((m) => <m.DaccountPreparingPage />)),
          handle: handle({ title: 'daccount' }),
        },
        {
          id: RouteId.message006c,
          path: RoutePath.daccountAuthError,
          ...page(() => import('./pages/LoginError').then((m) => <m.LoginErrorPage kind="006c" />)),
          handle: handle({ title: 'loginError' }),
        },

        // ---- Single-sign-on check (loading screen only)
        {
          id: RouteId.sso,
          path: RoutePath.sso,
          ...page(() => import('./pages/SsoCheck').then((m) => <m.SsoCheckPage />)),
          handle: handle({ title: 'sso', hideFooter: true }),
        },
        {
          id: RouteId.checkAuth,
          path: RoutePath.checkAuth,
          ...page(() => import('./pages/SsoCheck').then((m) => <m.SsoCheckPage />)),
          handle: handle({ title: 'sso', hideFooter: true }),
        },

        // ---- Errors on our own host
        {
          id: RouteId.error,
          path: RoutePath.error,
          ...page(() => import('./pages/GenericError').then((m) => <m.GenericErrorPage />)),
          handle: handle({ title: 'error', systemError: true }),
        },

        // ---- Every unknown path goes to login (keeping the query: it may be an entry)
        { path: '*', loader: toLogin },
      ],
    },
  ];
}

// ---- Registration ----
/** Registration (hub spec §2 "Register"), profile registration and the terms pages. */
function registrationRoutes(
  requireAuth: () => Promise<Response | null>,
  withIdentity: WithIdentity,
): RouteObject[] {
  return [
    {
      id: RouteId.register,
      path: RoutePath.register,
      ...page(() => import('./pages/Register').then((m) => <m.RegisterPage />)),
      handle: handle({ title: 'register' }),
    },
    {
      id: RouteId.authenRegister,
      path: RoutePath.authenRegister,
      caseSensitive: true,
      ...page(() => import('./pages/Register').then((m) => <m.RegisterPage authen />)),
      handle: handle({ title: 'register' }),
    },
    {
      // The spec's "/AuthenRegister (requires auth)": the same choice for a signed-in user.
      id: RouteId.authenRegisterAuth,
      path: RoutePath.authenRegisterAuth,
      caseSensitive: true,
      ...page(() => import('./pages/Register').then((m) => <m.RegisterPage authen />)),
      loader: requireAuth,
      handle: handle({ title: 'register', requiresAuth: true }),
    },
    {
      id: RouteId.registerEmail,
      path: RoutePath.registerEmail,
      ...page(() => import('./pages/RegisterEmail').then((m) => <m.RegisterEmailPage />)),
      handle: handle({ title: 'registerEmail' }),
    },
    {
      id: RouteId.registerEmailComplete,
      path: RoutePath.registerEmailComplete,
      ...page(() => import('./pages/AuthenRegisterComplete').then((m) => <m.AuthenRegisterCompletePage />)),
      handle: handle({ title: 'emailVerified' }),
    },
    {
      id: RouteId.registerSendComplete,
      path: RoutePath.registerSendComplete,
      ...page(() => import('./pages/RegisterSendComplete').then((m) => <m.RegisterSendCompletePage />)),
      handle: handle({ title: 'registerSent' }),
    },
    {
      id: RouteId.registerEmailTaken,
      path: RoutePath.registerEmailTaken,
      ...page(() => import('./pages/RegisterEmailTaken').then((m) => <m.RegisterEmailTakenPage />)),
      handle: handle({ title: 'registerError' }),
    },
    {
      id: RouteId.registerValidateEmail,
      path: RoutePath.registerValidateEmail,
      ...page(() =>
        withIdentity(import('./pages/RegisterValidateEmail')).then((m) => <m.RegisterValidateEmailPage />),
      ),
      handle: handle({ title: 'registerValidate' }),
    },
    {
      id: RouteId.registerValidateTimeout,
      path: RoutePath.registerValidateTimeout,
      ...page(() => import('./pages/RegisterError').then((m) => <m.RegisterErrorPage kind="003b" />)),
      handle: handle({ title: 'registerError' }),
    },
    {
      id: RouteId.registerError003a,
      path: RoutePath.authenRegisterError,
      ...page(() => import('./pages/RegisterError').then((m) => <m.RegisterErrorPage kind="003a" />)),
      handle: handle({ title: 'registerError' }),
    },
    {
      id: RouteId.registerError003b,
      path: RoutePath.authenRegisterTimeout,
      ...page(() => import('./pages/RegisterError').then((m) => <m.RegisterErrorPage kind="003b" />)),
      handle: handle({ title: 'registerError' }),
    },
    {
      id: RouteId.registerError003c,
      path: RoutePath.authenRegisterDerror,
      ...page(() => import('./pages/RegisterError').then((m) => <m.RegisterErrorPage kind="003c" />)),
      handle: handle({ title: 'registerError' }),
    },
    {
      id: RouteId.registerWithProvider,
      path: RoutePath.registerProvider,
      ...page(() => import('./pages/ProviderSignIn').then((m) => <m.ProviderSignInPage mode="register" />)),
      handle: handle({ title: 'registerWithProvider' }),
    },
    {
      id: RouteId.registerProviderError,
      path: RoutePath.registerProviderError,
      ...page(() => import('./pages/RegisterError').then((m) => <m.RegisterErrorPage kind="provider" />)),
      handle: handle({ title: 'registerError' }),
    },
    {
      id: RouteId.registerBrowserChangeError,
      path: RoutePath.registerBrowserChanged,
      ...page(() => import('./pages/RegisterBrowserChanged').then((m) => <m.RegisterBrowserChangedPage />)),
      handle: handle({ title: 'registerError' }),
    },
    // Profile registration (profile spec §2): header without back button.
    {
      id: RouteId.profileRegister,
      path: RoutePath.registerProfile,
      ...page(() => import('./pages/ProfileRegister').then((m) => <m.ProfileRegisterPage />)),
      loader: requireAuth,
      handle: handle({ title: 'profileRegister', requiresAuth: true }),
    },
    {
      id: RouteId.profileRegisterConfirm,
      path: RoutePath.registerProfileConfirm,
      ...page(() => import('./pages/ProfileRegisterConfirm').then((m) => <m.ProfileRegisterConfirmPage />)),
      loader: requireAuth,
      handle: handle({
        title: 'profileConfirm',
        requiresAuth: true,
        back: { to: RoutePath.registerProfile },
      }),
    },
    // The avatar picker of the registration (profile spec §2 "Avatar picker"); back = its cancel.
    {
      id: RouteId.avatorInRegist,
      path: RoutePath.registerAvator,
      ...page(() => import('./pages/Avatar').then((m) => <m.AvatarPage mode="register" />)),
      loader: requireAuth,
      handle: handle({ title: 'avatar', requiresAuth: true, back: { to: RoutePath.registerProfile } }),
    },
    {
      id: RouteId.registerComplete,
      path: RoutePath.registerComplete,
      ...page(() => import('./pages/RegisterComplete').then((m) => <m.RegisterCompletePage />)),
      loader: requireAuth,
      handle: handle({ title: 'registerComplete', requiresAuth: true }),
    },
    // Terms (public; placeholder texts)
    {
      id: RouteId.termsOfService,
      path: RoutePath.termsOfService,
      ...page(() => import('./pages/Terms').then((m) => <m.TermsPage kind="index" />)),
      handle: handle({ title: 'terms', back: { history: true, fallback: RoutePath.login } }),
    },
    {
      id: RouteId.termsMembers,
      path: RoutePath.termsMembers,
      ...page(() => import('./pages/Terms').then((m) => <m.TermsPage kind="members" />)),
      handle: handle({ title: 'terms', back: { history: true, fallback: RoutePath.login } }),
    },
    {
      id: RouteId.termsPoint,
      path: RoutePath.termsPoint,
      ...page(() => import('./pages/Terms').then((m) => <m.TermsPage kind="point" />)),
      handle: handle({ title: 'terms', back: { history: true, fallback: RoutePath.login } }),
    },
    {
      id: RouteId.termsServices,
      path: RoutePath.termsServices,
      ...page(() => import('./pages/Terms').then((m) => <m.TermsPage kind="services" />)),
      handle: handle({ title: 'terms', back: { history: true, fallback: RoutePath.login } }),
    },
    {
      id: RouteId.termsPrivacy,
      path: RoutePath.termsPrivacy,
      ...page(() => import('./pages/Terms').then((m) => <m.TermsPage kind="privacy" />)),
      handle: handle({ title: 'terms', back: { history: true, fallback: RoutePath.login } }),
    },
  ];
}
// ---- end Registration ----
