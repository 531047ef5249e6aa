import { Button, HelpContact } from '@member-hub/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { RoutePath } from '../../../../route-paths';
import { deployment } from '@member-hub/app-kit/config';

/**
 * The shared register error page's variants (hub spec §2, §8), named by meaning; `specId` is the
 * spec's message number (none for ours), `text` the key of the message under `error.*`.
 */
export const REGISTER_ERRORS = {
  /** This Google account is already registered: log in instead. */
  googleAlreadyRegistered: { specId: '003a', text: '003a', offersLogin: true },
  /** The page expired after 30 minutes. */
  pageExpired: { specId: '003b', text: '003b', offersLogin: false },
  /** This d-account is already registered: log in instead. */
  carrierAlreadyRegistered: { specId: '003c', text: '003c', offersLogin: true },
  /** Ours: the registration mail's button was used before (/register/validate/used). */
  linkUsed: { specId: null, text: 'used', offersLogin: true },
  /** Ours: the provider sign-in failed (/register/provider/error). */
  providerFailed: { specId: null, text: 'provider', offersLogin: false },
} as const;

export type RegisterErrorKind = keyof typeof REGISTER_ERRORS;

export function RegisterErrorPage({ kind }: { kind: RegisterErrorKind }) {
  const { t } = useTranslation('register');
  const navigate = useNavigate();
  const { text, offersLogin } = REGISTER_ERRORS[kind];
  return (
    <div className="hub-stack">
      <div className="hub-alert">
        <h2 className="hub-alert__heading">{t('error.heading')}</h2>
        <p>{t(`error.${text}`)}</p>
      </div>
      {offersLogin ? (
        <Button block onClick={() => void navigate(RoutePath.login)}>
          {t('error.toLogin')}
        </Button>
      ) : null}
      <Button variant="secondary" block onClick={() => void navigate(RoutePath.register)}>
        {t('error.back')}
      </Button>
      <HelpContact {...deployment.support} />
    </div>
  );
}
