import { type HandBackDetour } from '../shared/hand-back/loader';
import { type HubServices } from '../../shell/ServicesContext';
import { RoutePath } from '../../route-paths';
import { answeredFor, platformPasskeyAvailable, shouldOffer } from './offer';

/** The passkey offer as the hand-back's detour (/login/complete → /login/passkey → back). */
export function passkeyOfferDetour(services: HubServices): HandBackDetour {
  return {
    answered: (context) => answeredFor(services.storage, context),
    before: async (context) => {
      const offer = await shouldOffer(
        {
          api: services.api,
          identity: {
            currentUser: () => services.identity.currentUser(),
            getIdTokenClaims: () => services.identity.getIdTokenClaims(),
          },
          storage: services.storage,
          userAgent: services.userAgent,
          platformAvailable: () => platformPasskeyAvailable(window),
        },
        context,
        window.location.origin,
      );
      return offer ? RoutePath.loginPasskeyOffer : null;
    },
  };
}
