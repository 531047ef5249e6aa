import { loginWithGoogle } from '../google-login';
import { RoutePath } from '../../../route-paths';
import { type GoogleSignIn, useGoogleAction } from './useGoogleAction';

/**
 * Google login as a screen starts it: the button on /login and on 900_loginWithProvider
 * (/login/provider). The flow decides; this maps its result to a screen.
 * (Its own module: /login does not download the registration flow.)
 */
export function useGoogleLogin(): GoogleSignIn {
  return useGoogleAction(async (services, navigate) => {
    const result = await loginWithGoogle(services);
    if (result.kind === 'complete') void navigate(RoutePath.loginComplete);
    else if (result.kind === 'provider-error') void navigate(RoutePath.loginProviderError);
    else if (result.kind === 'no-client') services.policy.genericError();
  });
}
