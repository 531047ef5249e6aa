/**
 * The hub's one route table, grouped by flow (hub spec §2). Segments come from route-paths.ts,
 * which the e2e tests reuse. Loaders apply the entry rules (root) and the route guard
 * (routes with `requiresAuth`); screens only wire.
 */
import { type LoaderFunctionArgs, redirect, type RouteObject } from 'react-router';

import { HubLayout } from './containers/HubLayout';
import { readClient } from './flows/client-store';
import { applyEntry } from './flows/entry';
import { unauthorizedDestination } from './flows/guard';
import { BrowserChangedPage } from './pages/BrowserChanged';
import { DaccountPreparingPage } from './pages/DaccountPreparing';
import { GenericErrorPage } from './pages/GenericError';
import { LoginPage } from './pages/Login';
import { LoginCompletePage } from './pages/LoginComplete';
import { LoginErrorPage } from './pages/LoginError';
import { MailNotArrivingPage } from './pages/MailNotArriving';
import { SendMailCompletePage } from './pages/SendMailComplete';
import { SsoCheckPage } from './pages/SsoCheck';
import { ValidateEmailPage } from './pages/ValidateEmail';
// ---- Registration
import { hiddenReturnAddress } from './flows/register';
import { AuthenRegisterCompletePage } from './pages/AuthenRegisterComplete';
import { ProfileRegisterPage } from './pages/ProfileRegister';
import { ProfileRegisterConfirmPage } from './pages/ProfileRegisterConfirm';
import { RegisterCompletePage } from './pages/RegisterComplete';
import { TermsPage } from './pages/Terms';
import { RegisterPage } from './pages/Register';
import { RegisterBrowserChangedPage } from './pages/RegisterBrowserChanged';
import { RegisterEmailPage } from './pages/RegisterEmail';
import { RegisterEmailTakenPage } from './pages/RegisterEmailTaken';
import { RegisterErrorPage } from './pages/RegisterError';
import { RegisterSendCompletePage } from './pages/RegisterSendComplete';
import { RegisterValidateEmailPage } from './pages/RegisterValidateEmail';
// ---- end Registration
import { type HubServices } from './providers/services';
import { type RouteHandle } from './route-handle';
import { RouteId, RoutePath } from './route-paths';

type Services = Pick<HubServices, 'storage' | 'identity' | 'allowedReturnUrlPrefixes' | 'hubHost' | 'policy'>;

const handle = (h: RouteHandle) => h;

export function hubRoutes(services: Services): RouteObject[] {
  /** Entry rules on every navigation: a valid entry is saved, an invalid one ends on /error. */
  const entryLoader = ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    if (url.pathname === RoutePath.error) return null;
    // Registration: on the register page a hidden other than 1 sends the user back to the service.
    const lower = url.pathname.toLowerCase();
    if (lower === RoutePath.register || lower === RoutePath.authenRegister.toLowerCase()) {
      const back = hiddenReturnAddress(url.searchParams, services.allowedReturnUrlPrefixes);
      if (back) return redirect(back);
    }
    const outcome = applyEntry(url.searchParams, services.storage, services.allowedReturnUrlPrefixes);
    if (outcome.kind === 'invalid') return redirect(RoutePath.error);
    return null;
  };

  /** Route guard: a signed-in identity, else the unauthorized-error return. */
  const requireAuth = async () => {
    const user = await services.identity.waitForAuthReady();
    if (user) return null;
    return redirect(
      unauthorizedDestination(
        readClient(services.storage),
        services.allowedReturnUrlPrefixes,
        services.hubHost,
      ),
    );
  };

  const toLogin = ({ request }: LoaderFunctionArgs) =>
    redirect(RoutePath.login + new URL(request.url).search);

  return [
    {
      id: 'root',
      element: <HubLayout />,
      // Nothing to show while the first loaders run (entry rules, guard).
      hydrateFallbackElement: <div />,
      loader: entryLoader,
      children: [
        { path: '/', loader: toLogin },

        // ---- Login: method selection, e-mail link, Google, complete
        {
          id: RouteId.login,
          path: RoutePath.login,
          element: <LoginPage />,
          handle: handle({ title: 'login' }),
        },
        {
          id: RouteId.sendMailComplete,
          path: RoutePath.loginSendComplete,
          element: <SendMailCompletePage />,
          handle: handle({ title: 'sendMailComplete' }),
        },
        {
          id: RouteId.mailNotArriving,
          path: RoutePath.loginSendNotArriving,
          element: <MailNotArrivingPage />,
          handle: handle({ title: 'mailNotArriving' }),
        },
        {
          id: RouteId.validateEmail,
          path: RoutePath.loginValidateEmail,
          element: <ValidateEmailPage />,
          handle: handle({ title: 'validateEmail' }),
        },
        {
          id: RouteId.message006,
          path: RoutePath.loginValidateError,
          element: <LoginErrorPage kind="006" />,
          handle: handle({ title: 'loginError' }),
        },
        {
          id: RouteId.memberLoginError,
          path: RoutePath.memberLoginValidateError,
          element: <LoginErrorPage kind="006" />,
          handle: handle({ title: 'loginError' }),
        },
        {
          id: RouteId.message006a,
          path: RoutePath.loginProviderError,
          element: <LoginErrorPage kind="006a" />,
          handle: handle({ title: 'loginError' }),
        },
        {
          id: RouteId.message006b,
          path: RoutePath.loginValidateTimeout,
          element: <LoginErrorPage kind="006b" />,
          handle: handle({ title: 'loginError' }),
        },
        {
          id: RouteId.loginBrowserChangeError,
          path: RoutePath.loginBrowserChanged,
          element: <BrowserChangedPage />,
          handle: handle({ title: 'browserChanged' }),
        },
        {
          id: RouteId.loginComplete,
          path: RoutePath.loginComplete,
          element: <LoginCompletePage />,
          loader: requireAuth,
          handle: handle({ title: 'loginComplete', requiresAuth: true }),
        },

        // ---- Registration ----
        ...registrationRoutes(requireAuth),
        // ---- end Registration ----

        // ---- Carrier account (d-account): a later issue; the start page says it is being prepared
        {
          id: RouteId.daccountRegister,
          path: RoutePath.daccountRegister,
          element: <DaccountPreparingPage />,
          handle: handle({ title: 'daccount' }),
        },
        {
          id: RouteId.message006c,
          path: RoutePath.daccountAuthError,
          element: <LoginErrorPage kind="006c" />,
          handle: handle({ title: 'loginError' }),
        },

        // ---- Single-sign-on check (loading screen only)
        {
          id: RouteId.sso,
          path: RoutePath.sso,
          element: <SsoCheckPage />,
          handle: handle({ title: 'sso', hideFooter: true }),
        },
        {
          id: RouteId.checkAuth,
          path: RoutePath.checkAuth,
          element: <SsoCheckPage />,
          handle: handle({ title: 'sso', hideFooter: true }),
        },

        // ---- Errors on our own host
        {
          id: RouteId.error,
          path: RoutePath.error,
          element: <GenericErrorPage />,
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
function registrationRoutes(requireAuth: () => Promise<Response | null>): RouteObject[] {
  return [
    {
      id: RouteId.register,
      path: RoutePath.register,
      element: <RegisterPage />,
      handle: handle({ title: 'register' }),
    },
    {
      id: RouteId.authenRegister,
      path: RoutePath.authenRegister,
      caseSensitive: true,
      element: <RegisterPage authen />,
      handle: handle({ title: 'register' }),
    },
    {
      // The spec's "/AuthenRegister (requires auth)": the same choice for a signed-in user.
      id: RouteId.authenRegisterAuth,
      path: RoutePath.authenRegisterAuth,
      caseSensitive: true,
      element: <RegisterPage authen />,
      loader: requireAuth,
      handle: handle({ title: 'register', requiresAuth: true }),
    },
    {
      id: RouteId.registerEmail,
      path: RoutePath.registerEmail,
      element: <RegisterEmailPage />,
      handle: handle({ title: 'registerEmail' }),
    },
    {
      id: RouteId.registerEmailComplete,
      path: RoutePath.registerEmailComplete,
      element: <AuthenRegisterCompletePage />,
      handle: handle({ title: 'emailVerified' }),
    },
    {
      id: RouteId.registerSendComplete,
      path: RoutePath.registerSendComplete,
      element: <RegisterSendCompletePage />,
      handle: handle({ title: 'registerSent' }),
    },
    {
      id: RouteId.registerEmailTaken,
      path: RoutePath.registerEmailTaken,
      element: <RegisterEmailTakenPage />,
      handle: handle({ title: 'registerError' }),
    },
    {
      id: RouteId.registerValidateEmail,
      path: RoutePath.registerValidateEmail,
      element: <RegisterValidateEmailPage />,
      handle: handle({ title: 'registerValidate' }),
    },
    {
      id: RouteId.registerValidateTimeout,
      path: RoutePath.registerValidateTimeout,
      element: <RegisterErrorPage kind="003b" />,
      handle: handle({ title: 'registerError' }),
    },
    {
      id: RouteId.registerError003a,
      path: RoutePath.authenRegisterError,
      element: <RegisterErrorPage kind="003a" />,
      handle: handle({ title: 'registerError' }),
    },
    {
      id: RouteId.registerError003b,
      path: RoutePath.authenRegisterTimeout,
      element: <RegisterErrorPage kind="003b" />,
      handle: handle({ title: 'registerError' }),
    },
    {
      id: RouteId.registerError003c,
      path: RoutePath.authenRegisterDerror,
      element: <RegisterErrorPage kind="003c" />,
      handle: handle({ title: 'registerError' }),
    },
    {
      id: RouteId.registerProviderError,
      path: RoutePath.registerProviderError,
      element: <RegisterErrorPage kind="provider" />,
      handle: handle({ title: 'registerError' }),
    },
    {
      id: RouteId.registerBrowserChangeError,
      path: RoutePath.registerBrowserChanged,
      element: <RegisterBrowserChangedPage />,
      handle: handle({ title: 'registerError' }),
    },
    // Profile registration (profile spec §2): header without back button.
    {
      id: RouteId.profileRegister,
      path: RoutePath.registerProfile,
      element: <ProfileRegisterPage />,
      loader: requireAuth,
      handle: handle({ title: 'profileRegister', requiresAuth: true }),
    },
    {
      id: RouteId.profileRegisterConfirm,
      path: RoutePath.registerProfileConfirm,
      element: <ProfileRegisterConfirmPage />,
      loader: requireAuth,
      handle: handle({ title: 'profileConfirm', requiresAuth: true }),
    },
    {
      id: RouteId.registerComplete,
      path: RoutePath.registerComplete,
      element: <RegisterCompletePage />,
      loader: requireAuth,
      handle: handle({ title: 'registerComplete', requiresAuth: true }),
    },
    // Terms (public; placeholder texts)
    {
      id: RouteId.termsOfService,
      path: RoutePath.termsOfService,
      element: <TermsPage kind="index" />,
      handle: handle({ title: 'terms' }),
    },
    {
      id: RouteId.termsMembers,
      path: RoutePath.termsMembers,
      element: <TermsPage kind="members" />,
      handle: handle({ title: 'terms' }),
    },
    {
      id: RouteId.termsPoint,
      path: RoutePath.termsPoint,
      element: <TermsPage kind="point" />,
      handle: handle({ title: 'terms' }),
    },
    {
      id: RouteId.termsServices,
      path: RoutePath.termsServices,
      element: <TermsPage kind="services" />,
      handle: handle({ title: 'terms' }),
    },
    {
      id: RouteId.termsPrivacy,
      path: RoutePath.termsPrivacy,
      element: <TermsPage kind="privacy" />,
      handle: handle({ title: 'terms' }),
    },
  ];
}
// ---- end Registration ----
