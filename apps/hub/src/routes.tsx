/**
 * The hub's one route table, nested by flow like the spec's route tree (hub spec §2): /login/*,
 * /register/*, /AuthenRegister/*, /termsofservice/*, /daccountRegister/*. Paths come from
 * route-paths.ts, which the e2e tests reuse (children keep their full path: react-router accepts an
 * absolute child path that starts with its parent's). The screens of a flow live in
 * flows/<flow>/pages. Loaders apply the entry rules (root) and the route guard (`requiresAuth`).
 */
import { type LoaderFunctionArgs, redirect, type RouteObject } from 'react-router';
import {
  createAuthGuard,
  createEntryLoader,
  createLoaderGate,
  type LoaderGate,
  type StepLoaderData,
} from '@member-hub/app-kit/guard';

import { readClientContext } from '@member-hub/app-kit/client-context';
import {
  createGuarded,
  lazyScreen,
  RouteError,
  RouteLoading,
  withRouteTexts,
} from '@member-hub/app-kit/routes';

import { HubLayout } from './shell/Layout';
import { RouteErrorPage } from './components/ErrorWayForward';
import { confirmRedirect } from './flows/daccount/keys';
import { MigrationPaths } from './flows/migration/paths';
import type { LoginErrorKind } from './flows/login/pages/LoginError';
import { LoginPage } from './flows/login/pages/Login';
import { hiddenReturnAddress } from './flows/register/hidden-return';
import { endSessionForInvalidEntry, markInvalidEntry } from './flows/shared/invalid-entry';
import {
  documentNavigationType,
  hasRegisterFormExit,
  takeRegisterFormExit,
} from './flows/shared/register-form-exit';
import type { RegisterErrorKind } from './flows/register/pages/RegisterError';
import type { TermsKind } from './flows/terms/pages/Terms';
import { type HubServices } from './shell/ServicesContext';
import { type HubRouteHandle, RoutePath, type RoutePathValue } from './route-paths';

type Services = HubServices;

const handle = (h: HubRouteHandle) => h;

type WithIdentity = <T>(module: Promise<T>) => Promise<T>;

export interface HubRoutesOptions {
  /**
   * Loads the texts of the screens other than /login: the browser's i18n instance starts with the
   * login screen's only (`createHubEntryI18n`, `loadHubTexts`), so every lazy screen waits for them
   * with its chunk. None when the instance has every text (the prerender, the tests).
   */
  loadScreenTexts?: () => Promise<void>;
  /**
   * The build-time render (prerender): the loading steps' loaders render their loading view
   * without running the step.
   */
  atBuildTime?: boolean;
}

export function hubRoutes(services: Services, options: HubRoutesOptions = {}): RouteObject[] {
  const routes = hubRouteTable(services, options.atBuildTime ?? false);
  return options.loadScreenTexts ? withRouteTexts(routes, options.loadScreenTexts) : routes;
}

/**
 * A loading step's route loader, from its flow's chunk (loaded with the screen's): the step starts
 * once the entry rules of the navigation have passed, and its screen is the loading view.
 */
type StepLoaderOf = (
  services: Services,
  gate: LoaderGate,
  atBuildTime: boolean,
) => (args: LoaderFunctionArgs) => StepLoaderData;

function hubRouteTable(services: Services, atBuildTime: boolean): RouteObject[] {
  /** The entry rules' answer per navigation, which the loading steps wait for. */
  const gate = createLoaderGate(() => readClientContext(services.storage));
  const step: Step =
    (load) =>
    async (args: LoaderFunctionArgs): Promise<StepLoaderData> =>
      (await load())(services, gate, atBuildTime)(args);

  /** Entry rules on every navigation: a valid entry is saved, an invalid one ends on /error. */
  const entryLoader = createEntryLoader({
    storage: services.storage,
    allowedReturnUrlPrefixes: services.allowedReturnUrlPrefixes,
    errorPath: RoutePath.error,
    before: (url) => {
      // The register-form exit flag (hub spec §4): a member who agreed to leave the registration's
      // form lands on the register or login page, not where history would go (0037).
      const exit = takeRegisterFormExit(services.storage, url.pathname, documentNavigationType());
      if (exit && exit.toLowerCase() !== url.pathname.toLowerCase()) return redirect(exit);
      // Registration: on the register page a hidden other than 1 sends the user back to the service.
      const lower = url.pathname.toLowerCase();
      if (lower !== RoutePath.register && lower !== RoutePath.authenRegister.toLowerCase()) return null;
      const back = hiddenReturnAddress(url.searchParams, services.allowedReturnUrlPrefixes);
      return back ? redirect(back) : null;
    },
    // An invalid entry ends this browser's session before the generic error page (hub spec §8).
    // The error page then offers no 'try again' (it would repeat the refused entry).
    onInvalid: () => {
      markInvalidEntry(services.storage);
      return endSessionForInvalidEntry(services);
    },
    // Migration register: needsRefreshToken may be empty (hub spec §2 "Entry rules").
    modeOf: (url) =>
      url.pathname.toLowerCase() === RoutePath.migrationRegister.toLowerCase() ||
      url.pathname.toLowerCase().startsWith(`${RoutePath.migrationRegister.toLowerCase()}/`)
        ? 'migration-register'
        : 'standard',
  });

  /** Route guard: a signed-in identity, else the unauthorized-error return. */
  const requireAuth = createAuthGuard({
    waitForAuthReady: () => services.identity.waitForAuthReady(),
    storage: services.storage,
    allowedReturnUrlPrefixes: services.allowedReturnUrlPrefixes,
    memberHost: services.hubHost,
    errorPath: RoutePath.error,
  });

  /**
   * Screens that ask identity synchronously (isSignInLink) load Firebase with their chunk, and the
   * restored session: explicitly, as waitForAuthReady alone may answer "nobody" without Firebase
   * when nothing is stored in this browser (app-kit createAppIdentity).
   */
  const withIdentity: WithIdentity = async (module) => {
    const [loaded] = await Promise.all([
      module,
      services.identity.getIdentity().then((identity) => identity.waitForAuthReady()),
    ]);
    return loaded;
  };

  const toLogin = ({ request }: LoaderFunctionArgs) =>
    redirect(RoutePath.login + new URL(request.url).search);

  /** The login error screens (hub spec §2 Message006…006c), by path. */
  const loginError = (path: RoutePathValue, kind: LoginErrorKind): RouteObject => ({
    path,
    ...lazyScreen(() =>
      import('./flows/login/pages/LoginError').then((m) => <m.LoginErrorPage kind={kind} />),
    ),
    handle: handle({ title: 'loginError' }),
  });

  /** The shared register error page (hub spec §2 003a-c, and ours), by path. */
  const registerError = (path: RoutePathValue, kind: RegisterErrorKind): RouteObject => ({
    path,
    ...lazyScreen(() =>
      import('./flows/register/pages/RegisterError').then((m) => <m.RegisterErrorPage kind={kind} />),
    ),
    handle: handle({ title: 'registerError' }),
  });

  const reportRouteError = (error: unknown) => services.policy.report(error, { step: 'route' });

  /** A guarded route: a signed-in member or the unauthorized-error return. */
  const guarded: Guarded = createGuarded<HubRouteHandle>(requireAuth);

  return [
    {
      element: <HubLayout />,
      // While the first loaders and the first screen's chunk load (entry rules, guard): a status
      // that appears only when the wait is long enough to notice.
      hydrateFallbackElement: <RouteLoading />,
      loader: gate.entry(entryLoader),
      // The entry check runs again on the navigation that follows an agreed leave of the
      // registration form, so that it can take the register-form exit flag.
      shouldRevalidate: ({ defaultShouldRevalidate }) =>
        defaultShouldRevalidate || hasRegisterFormExit(services.storage),
      children: [
        {
          // A screen that could not load (a chunk a deployment removed, after its one reload) or
          // threw while drawing: the error page's words and way forward, inside the layout.
          errorElement: (
            <RouteError report={reportRouteError}>
              <RouteErrorPage />
            </RouteError>
          ),
          children: [
            { path: '/', loader: toLogin },

            // Login: method choice, e-mail link, errors, hand-back (flows/login, flows/shared/hand-back)
            {
              path: RoutePath.login,
              children: [
                // The front door is in the entry chunk: one round trip less before the first paint.
                { index: true, element: <LoginPage />, handle: handle({ title: 'login' }) },
                {
                  path: RoutePath.loginProvider,
                  ...lazyScreen(() =>
                    import('./flows/google/pages/ProviderSignIn').then((m) => (
                      <m.ProviderSignInPage mode="login" />
                    )),
                  ),
                  handle: handle({ title: 'loginWithProvider' }),
                },
                loginError(RoutePath.loginProviderError, 'providerNotLinked'),
                {
                  path: RoutePath.loginSendComplete,
                  ...lazyScreen(() =>
                    import('./flows/login/pages/MailSent').then((m) => <m.SendMailCompletePage />),
                  ),
                  handle: handle({ title: 'sendMailComplete' }),
                },
                {
                  path: RoutePath.loginSendNotArriving,
                  ...lazyScreen(() =>
                    import('./flows/login/pages/MailNotArriving').then((m) => <m.MailNotArrivingPage />),
                  ),
                  handle: handle({ title: 'mailNotArriving' }),
                },
                {
                  path: RoutePath.loginValidateEmail,
                  loader: step(() =>
                    import('./flows/login/mail-link-loader').then((m) => m.loginValidateEmailLoader),
                  ),
                  ...lazyScreen(() =>
                    withIdentity(import('./flows/login/pages/ValidateEmail')).then((m) => (
                      <m.ValidateEmailPage />
                    )),
                  ),
                  handle: handle({ title: 'validateEmail' }),
                },
                loginError(RoutePath.loginValidateError, 'notRegistered'),
                loginError(RoutePath.loginValidateTimeout, 'linkExpired'),
                loginError(RoutePath.loginValidateUsed, 'linkUsed'),
                {
                  path: RoutePath.loginBrowserChanged,
                  ...lazyScreen(() =>
                    import('./flows/login/pages/BrowserChanged').then((m) => <m.BrowserChangedPage />),
                  ),
                  // Opened from the mail (its reference key), the page leads with the way to finish
                  // signing in here, so its header says where the member is, not that it failed.
                  handle: handle({
                    title: 'browserChanged',
                    titleWithQuery: { param: 'referenceKey', title: 'validateEmail' },
                  }),
                },
                guarded({
                  path: RoutePath.loginComplete,
                  // The passkey offer may come first (flows/passkey-offer); the hand-back then.
                  loader: step(() =>
                    Promise.all([
                      import('./flows/shared/hand-back/loader'),
                      import('./flows/passkey-offer/detour'),
                    ]).then(
                      ([m, offer]): StepLoaderOf =>
                        (s, g, b) =>
                          m.loginCompleteLoader(s, g, b, offer.passkeyOfferDetour(s)),
                    ),
                  ),
                  ...lazyScreen(() =>
                    import('./flows/shared/hand-back/pages/LoginComplete').then((m) => (
                      <m.LoginCompletePage />
                    )),
                  ),
                  handle: handle({ title: 'loginComplete' }),
                }),
                guarded({
                  path: RoutePath.loginPasskeyOffer,
                  ...lazyScreen(() =>
                    import('./flows/passkey-offer/pages/PasskeyOffer').then((m) => <m.PasskeyOfferPage />),
                  ),
                  handle: handle({ title: 'passkeyOffer' }),
                }),
              ],
            },
            loginError(RoutePath.memberLoginValidateError, 'notRegistered'),

            ...registrationRoutes(guarded, withIdentity, registerError, step),

            // Carrier account (d-account): flows/daccount (hub §4 "D-account flow")
            {
              path: RoutePath.daccountRegister,
              children: [
                {
                  index: true,
                  loader: step(() => import('./flows/daccount/loader').then((m) => m.daccountStartLoader)),
                  ...lazyScreen(() =>
                    import('./flows/daccount/pages/DaccountStart').then((m) => <m.DaccountStartPage />),
                  ),
                  handle: handle({ title: 'daccount' }),
                },
                {
                  path: RoutePath.daccountAuth,
                  loader: step(() => import('./flows/daccount/loader').then((m) => m.daccountAuthLoader)),
                  ...lazyScreen(() =>
                    import('./flows/daccount/pages/DaccountAuth').then((m) => <m.DaccountAuthPage />),
                  ),
                  handle: handle({ title: 'daccount' }),
                },
                {
                  path: RoutePath.daccountConfirm,
                  // daccountAuthenticationConfirm; without the stop-reload flag → /daccountRegsiter/auth.
                  loader: () => {
                    const to = confirmRedirect(services.storage);
                    return to ? redirect(to) : null;
                  },
                  ...lazyScreen(() =>
                    import('./flows/daccount/pages/DaccountConfirm').then((m) => <m.DaccountConfirmPage />),
                  ),
                  handle: handle({ title: 'daccount' }),
                },
                guarded({
                  path: RoutePath.daccountComplete,
                  loader: step(() => import('./flows/daccount/loader').then((m) => m.daccountCompleteLoader)),
                  ...lazyScreen(() =>
                    import('./flows/daccount/pages/DaccountComplete').then((m) => <m.DaccountCompletePage />),
                  ),
                  handle: handle({ title: 'daccount' }),
                }),
                {
                  // 006c: a login whose carrier account has no member is offered registration with it.
                  path: RoutePath.daccountAuthError,
                  ...lazyScreen(() =>
                    Promise.all([
                      import('./flows/daccount/pages/DaccountNotRegistered'),
                      import('./flows/login/pages/LoginError'),
                    ]).then(([daccount, login]) => (
                      <daccount.DaccountAuthErrorPage
                        notConnected={<login.LoginErrorPage kind="carrierNotConnected" />}
                      />
                    )),
                  ),
                  handle: handle({ title: 'loginError' }),
                },
                loginError(RoutePath.daccountNotFound, 'carrierNotConnected'),
                {
                  path: RoutePath.daccountIncorrect,
                  ...lazyScreen(() =>
                    import('./flows/daccount/pages/DaccountIncorrect').then((m) => (
                      <m.DaccountIncorrectPage />
                    )),
                  ),
                  handle: handle({ title: 'daccount' }),
                },
              ],
            },
            {
              path: RoutePath.daccountAuthRedirect,
              loader: ({ request }: LoaderFunctionArgs) =>
                redirect(RoutePath.daccountAuth + new URL(request.url).search),
              handle: handle({ title: 'daccount' }),
            },

            ...legacyRoutes(step),

            // Single-sign-on check (loading screen only; flows/sso)
            ...[RoutePath.sso, RoutePath.checkAuth].map((path) => ({
              path,
              loader: step(() => import('./flows/sso/loader').then((m) => m.ssoLoader)),
              ...lazyScreen(() => import('./flows/sso/pages/SsoCheck').then((m) => <m.SsoCheckPage />)),
              handle: handle({ title: 'sso', hideFooter: true }),
            })),

            // Game registration (loading screens; flows/game, hub §4 "Game registration")
            {
              path: RoutePath.gameRegister,
              children: [
                {
                  index: true,
                  loader: step(() => import('./flows/game/loader').then((m) => m.gameRegisterLoader)),
                  ...lazyScreen(() =>
                    import('./flows/game/pages/GameRegister').then((m) => <m.GameRegisterPage />),
                  ),
                  handle: handle({ title: 'gameRegister', hideFooter: true }),
                },
                {
                  path: RoutePath.gameRegisterComplete,
                  loader: step(() => import('./flows/game/loader').then((m) => m.gameRegisterCompleteLoader)),
                  ...lazyScreen(() =>
                    import('./flows/game/pages/GameRegisterComplete').then((m) => (
                      <m.GameRegisterCompletePage />
                    )),
                  ),
                  handle: handle({ title: 'gameRegister', hideFooter: true }),
                },
              ],
            },

            // Payout (layout without footer, only a loader; flows/payout, hub §4 "Payout flow")
            {
              path: RoutePath.payout,
              children: [
                {
                  index: true,
                  loader: step(() => import('./flows/payout/loader').then((m) => m.payoutLoader)),
                  ...lazyScreen(() => import('./flows/payout/pages/Payout').then((m) => <m.PayoutPage />)),
                  handle: handle({ title: 'payout', hideFooter: true }),
                },
                {
                  path: RoutePath.payoutComplete,
                  loader: step(() => import('./flows/payout/loader').then((m) => m.payoutCompleteLoader)),
                  ...lazyScreen(() =>
                    import('./flows/payout/pages/PayoutComplete').then((m) => <m.PayoutCompletePage />),
                  ),
                  handle: handle({ title: 'payout', hideFooter: true }),
                },
                {
                  path: RoutePath.payoutError,
                  ...lazyScreen(() =>
                    import('./flows/payout/pages/PayoutError').then((m) => <m.PayoutErrorPage />),
                  ),
                  handle: handle({ title: 'payout', hideFooter: true }),
                },
              ],
            },

            // Errors on our own host
            {
              path: RoutePath.error,
              ...lazyScreen(() =>
                import('./flows/errors/pages/GenericError').then((m) => <m.GenericErrorPage />),
              ),
              // The normal layout (page padding): the system-error layout has none.
              handle: handle({ title: 'error' }),
            },

            // Every unknown path goes to login (keeping the query: it may be an entry)
            { path: '*', loader: toLogin },
          ],
        },
      ],
    },
  ];
}

type Guarded = (route: RouteObject & { handle: HubRouteHandle }) => RouteObject;
type Step = (load: () => Promise<StepLoaderOf>) => (args: LoaderFunctionArgs) => Promise<StepLoaderData>;
type RegisterError = (path: RoutePathValue, kind: RegisterErrorKind) => RouteObject;

/** The terms pages (public; the deployment's documents), generated: the index and its sub-pages. */
const TERMS: readonly (readonly [RoutePathValue, TermsKind])[] = [
  [RoutePath.termsMembers, 'members'],
  [RoutePath.termsPoint, 'point'],
  [RoutePath.termsMembershipService, 'membershipService'],
  [RoutePath.termsServices, 'services'],
  [RoutePath.termsPrivacy, 'privacy'],
];

const termsPage = (kind: TermsKind) => ({
  ...lazyScreen(() => import('./flows/terms/pages/Terms').then((m) => <m.TermsPage kind={kind} />)),
  handle: handle({
    title: kind === 'membershipService' ? 'termsMembershipService' : 'terms',
    back: { history: true, fallback: RoutePath.login },
  }),
});

/**
 * Registration (hub spec §2 "Register", flows/register and flows/google), profile registration
 * (profile spec §2, flows/profile-register) and the terms pages.
 */
function registrationRoutes(
  guarded: Guarded,
  withIdentity: WithIdentity,
  registerError: RegisterError,
  step: Step,
): RouteObject[] {
  const registerChoice = (authen: boolean) =>
    lazyScreen(() =>
      import('./flows/register/pages/Register').then((m) => <m.RegisterPage authen={authen} />),
    );
  return [
    {
      path: RoutePath.register,
      children: [
        { index: true, ...registerChoice(false), handle: handle({ title: 'register' }) },
        {
          path: RoutePath.registerSendComplete,
          ...lazyScreen(() =>
            import('./flows/register/pages/MailSent').then((m) => <m.RegisterSendCompletePage />),
          ),
          handle: handle({ title: 'registerSent' }),
        },
        {
          path: RoutePath.registerEmailTaken,
          ...lazyScreen(() =>
            import('./flows/register/pages/EmailTaken').then((m) => <m.RegisterEmailTakenPage />),
          ),
          handle: handle({ title: 'registerError' }),
        },
        {
          path: RoutePath.registerValidateEmail,
          loader: step(() =>
            import('./flows/register/mail-link-loader').then((m) => m.registerValidateEmailLoader),
          ),
          ...lazyScreen(() =>
            withIdentity(import('./flows/register/pages/ValidateEmail')).then((m) => (
              <m.RegisterValidateEmailPage />
            )),
          ),
          handle: handle({ title: 'registerValidate' }),
        },
        registerError(RoutePath.registerValidateTimeout, 'pageExpired'),
        registerError(RoutePath.registerValidateUsed, 'linkUsed'),
        {
          path: RoutePath.registerProvider,
          ...lazyScreen(() =>
            import('./flows/google/pages/ProviderSignIn').then((m) => (
              <m.ProviderSignInPage mode="register" />
            )),
          ),
          handle: handle({ title: 'registerWithProvider' }),
        },
        registerError(RoutePath.registerProviderError, 'providerFailed'),
        {
          path: RoutePath.registerBrowserChanged,
          ...lazyScreen(() =>
            import('./flows/register/pages/BrowserChanged').then((m) => <m.RegisterBrowserChangedPage />),
          ),
          // Opened from the mail, the page leads with the way to finish the registration here.
          handle: handle({
            title: 'registerError',
            titleWithQuery: { param: 'referenceKey', title: 'registerValidate' },
          }),
        },
        // Profile registration (profile spec §2): header without back button.
        guarded({
          path: RoutePath.registerProfile,
          loader: step(() => import('./flows/profile-register/loader').then((m) => m.profileRegisterLoader)),
          ...lazyScreen(() =>
            import('./flows/profile-register/pages/Profile').then((m) => <m.ProfileRegisterPage />),
          ),
          handle: handle({ title: 'profileRegister' }),
        }),
        guarded({
          path: RoutePath.registerProfileConfirm,
          ...lazyScreen(() =>
            import('./flows/profile-register/pages/Confirm').then((m) => <m.ProfileRegisterConfirmPage />),
          ),
          handle: handle({ title: 'profileConfirm', back: { to: RoutePath.registerProfile } }),
        }),
        // The avatar picker of the registration (profile spec §2 "Avatar picker"); back = its cancel.
        guarded({
          path: RoutePath.registerAvatar,
          ...lazyScreen(() =>
            import('./flows/profile-register/pages/Avatar').then((m) => <m.AvatarPage mode="register" />),
          ),
          handle: handle({ title: 'avatar', back: { to: RoutePath.registerProfile } }),
        }),
        guarded({
          path: RoutePath.registerComplete,
          ...lazyScreen(() =>
            import('./flows/profile-register/pages/Complete').then((m) => <m.RegisterCompletePage />),
          ),
          handle: handle({ title: 'registerComplete' }),
        }),
      ],
    },
    // /authenRegister (public, any case) and /AuthenRegister (exactly so: requires auth) are the same
    // choice; the /AuthenRegister/* steps match in any case, so they are not nested under either.
    {
      path: RoutePath.authenRegister,
      ...registerChoice(true),
      handle: handle({ title: 'register' }),
    },
    guarded({
      path: RoutePath.authenRegisterAuth,
      caseSensitive: true,
      ...registerChoice(true),
      handle: handle({ title: 'register' }),
    }),
    {
      path: RoutePath.registerEmail,
      ...lazyScreen(() => import('./flows/register/pages/Email').then((m) => <m.RegisterEmailPage />)),
      handle: handle({ title: 'registerEmail' }),
    },
    {
      path: RoutePath.registerEmailComplete,
      ...lazyScreen(() =>
        import('./flows/register/pages/EmailVerified').then((m) => <m.AuthenRegisterCompletePage />),
      ),
      handle: handle({ title: 'emailVerified' }),
    },
    registerError(RoutePath.authenRegisterError, 'googleAlreadyRegistered'),
    registerError(RoutePath.authenRegisterTimeout, 'pageExpired'),
    registerError(RoutePath.authenRegisterCarrierError, 'carrierAlreadyRegistered'),
    {
      path: RoutePath.termsOfService,
      children: [
        { index: true, ...termsPage('index') },
        ...TERMS.map(([path, kind]) => ({ path, ...termsPage(kind) })),
      ],
    },
  ];
}

/**
 * The older community service (hub §2 "Migration…", "Other screens"; §4): migration register and
 * login with their complete, error, incorrect, validate/timeout and temporary-outage pages
 * (flows/migration, docs/flows/migration.md), and the kantan screens (flows/kantan,
 * docs/flows/kantan.md). All public (hub §6); the password change is the profile app's.
 */
function legacyRoutes(step: Step): RouteObject[] {
  const migration = (which: 'register' | 'login') => {
    const p = MigrationPaths[which];
    const title = which === 'register' ? 'migrationRegister' : 'migrationLogin';
    const notice = (
      path: RoutePathValue,
      kind: 'incorrect' | 'error' | 'outage' | 'expired',
    ): RouteObject => ({
      path,
      ...lazyScreen(() =>
        import('./flows/migration/pages/MigrationNotice').then((m) => <m.MigrationNoticePage kind={kind} />),
      ),
      handle: handle({ title }),
    });
    return {
      path: p.start,
      children: [
        {
          index: true,
          loader: step(() => import('./flows/migration/loader').then((m) => m.migrationStartLoader(which))),
          ...lazyScreen(() =>
            import('./flows/migration/pages/MigrationStart').then((m) => <m.MigrationStartPage />),
          ),
          handle: handle({ title, hideFooter: true }),
        },
        {
          path: p.complete,
          loader: step(() =>
            import('./flows/migration/loader').then((m) => m.migrationCompleteLoader(which)),
          ),
          ...lazyScreen(() =>
            import('./flows/migration/pages/MigrationComplete').then((m) => <m.MigrationCompletePage />),
          ),
          handle: handle({ title, hideFooter: true }),
        },
        notice(p.error, 'error'),
        notice(p.incorrect, 'incorrect'),
        notice(p.expired, 'expired'),
        notice(p.unavailable, 'outage'),
      ],
    } satisfies RouteObject;
  };
  const kantanRegister = (path: RoutePathValue, which: 'register' | 'authRegister'): RouteObject => ({
    path,
    loader: step(() => import('./flows/kantan/loader').then((m) => m.kantanRegisterLoader(which))),
    ...lazyScreen(() => import('./flows/kantan/pages/KantanRegister').then((m) => <m.KantanRegisterPage />)),
    handle: handle({
      title: which === 'register' ? 'kantanRegister' : 'kantanAuthRegister',
      hideFooter: true,
    }),
  });
  return [
    migration('register'),
    migration('login'),
    kantanRegister(RoutePath.kantanRegister, 'register'),
    kantanRegister(RoutePath.kantanAuthRegister, 'authRegister'),
    {
      path: RoutePath.kantanLogin,
      ...lazyScreen(() => import('./flows/kantan/pages/KantanLogin').then((m) => <m.KantanLoginPage />)),
      handle: handle({ title: 'kantanLogin' }),
    },
  ];
}
