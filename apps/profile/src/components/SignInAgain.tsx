import { useClientContext } from '@member-hub/app-kit/client-context';
import { SignInAgainNotice } from '@member-hub/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  endKeptPlace,
  type KeptDraft,
  readKeptPlace,
  type SignInAgainPath,
  startSignInAgain,
} from '../flows/shared/sign-in-again';
import { useProfileServices } from '../shell/Providers';

export type SignInAgainReason = 'changeEmail' | 'unsubscribe' | 'registrationNumber';

/**
 * The member API refused a change that needs a recent sign-in (403 auth.recent_login_required):
 * why, in plain words, and one large button. The button keeps the member's place (`keep`: what
 * they chose or typed, never a secret), signs out and opens the hub's /login, which comes straight
 * back to `path` once they have signed in (flows/shared/sign-in-again).
 */
export function SignInAgain({
  reason,
  path,
  keep,
  headingLevel,
}: {
  reason: SignInAgainReason;
  path: SignInAgainPath;
  /** Called on the button: what to give back after the sign-in. */
  keep: () => KeptDraft;
  headingLevel?: 2 | 4;
}) {
  const { t } = useTranslation('app');
  const services = useProfileServices();
  const context = useClientContext();
  const [leaving, setLeaving] = useState(false);
  const signInAgain = async () => {
    setLeaving(true);
    const uid = services.identity.currentUser()?.uid;
    // Signed out meanwhile (another tab): the unauthorised return, as the route guard would.
    if (!uid) return services.policy.returnUnauthorized();
    const login = startSignInAgain(services.storage, context, {
      origin: window.location.origin,
      path,
      uid,
      draft: keep(),
      now: Date.now(),
    });
    try {
      await services.identity.signOut();
    } finally {
      services.assign(login);
    }
  };
  return (
    <SignInAgainNotice
      copy={{
        heading: t('signInAgain.heading'),
        reason: t(`signInAgain.${reason}`),
        next: t(`signInAgain.next.${reason}`),
        button: t('signInAgain.button'),
      }}
      busy={leaving}
      {...(headingLevel ? { headingLevel } : {})}
      onSignInAgain={() => void signInAgain()}
    />
  );
}

/**
 * The place kept for `path` when the member comes back from signing in again (null otherwise):
 * read once, then forgotten, so that a later visit starts afresh.
 */
export function useKeptPlace(path: SignInAgainPath): KeptDraft | null {
  const services = useProfileServices();
  const [kept] = useState(() =>
    readKeptPlace(services.storage, path, services.identity.currentUser()?.uid, Date.now()),
  );
  useEffect(() => {
    if (kept) endKeptPlace(services.storage);
  }, [kept, services.storage]);
  return kept;
}

/** Said once the member is back: signed in again, carry on. */
export function SignedInAgain() {
  const { t } = useTranslation('app');
  return <p role="status">{t('signInAgain.back')}</p>;
}
