import { registerWithGoogle } from '../register-google';
import { RoutePath } from '../../../route-paths';
import { type GoogleSignIn, useGoogleAction } from './useGoogleAction';

/** Google registration: the choice screens' button and 003_register (/register/provider). */
export function useGoogleRegister(): GoogleSignIn {
  return useGoogleAction(async (services, navigate) => {
    const result = await registerWithGoogle({
      ...services,
      // Spec §4 register mode: the new Google member gets providerRandomPassword().
      setProviderPassword: async (password) => {
        await services.identity.setPassword(password);
      },
    });
    if (result.kind === 'profile') void navigate(RoutePath.registerProfile);
    else if (result.kind === 'already-registered') void navigate(RoutePath.authenRegisterError);
    else if (result.kind === 'provider-error') void navigate(RoutePath.registerProviderError);
    else if (result.kind === 'no-client') services.policy.genericError();
  });
}
