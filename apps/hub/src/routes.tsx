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
