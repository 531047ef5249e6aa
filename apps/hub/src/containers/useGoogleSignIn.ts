import { useState } from 'react';
import { useNavigate } from 'react-router';

import { loginWithGoogle } from '../flows/google-login';
import { registerWithGoogle } from '../flows/register-google';
import { useHubServices } from '../providers/services';
import { RoutePath } from '../route-paths';

/**
 * Google sign-in as a screen starts it: the login button on /login and on 900_loginWithProvider
 * (/login/provider), the registration button on the choice screens and on 003_register
 * (/register/provider). The flows decide; this maps their results to screens.
 */
export function useGoogleSignIn(mode: 'login' | 'register'): { start: () => Promise<void>; busy: boolean } {
  const services = useHubServices();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function start() {
    setBusy(true);
    try {
      if (mode === 'login') {
        const result = await loginWithGoogle(services);
        if (result.kind === 'complete') navigate(RoutePath.loginComplete);
        else if (result.kind === 'provider-error') navigate(RoutePath.loginProviderError);
        else if (result.kind === 'no-client') services.policy.genericError();
      } else {
        const result = await registerWithGoogle({
          ...services,
          // Spec §4 register mode: the new Google member gets providerRandomPassword().
          setProviderPassword: async (password) => {
            await services.identity.setPassword(password);
          },
        });
        if (result.kind === 'profile') navigate(RoutePath.registerProfile);
        else if (result.kind === 'already-registered') navigate(RoutePath.authenRegisterError);
        else if (result.kind === 'provider-error') navigate(RoutePath.registerProviderError);
        else if (result.kind === 'no-client') services.policy.genericError();
      }
    } catch (error) {
      services.policy.fail(error);
    } finally {
      setBusy(false);
    }
  }

  return { start, busy };
}
