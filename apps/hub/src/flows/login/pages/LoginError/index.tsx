import { Button, HelpContact, LoaderOverlay } from '@member-hub/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';

import { useClientVariant } from '@member-hub/app-kit/variant';

import { HelpLink } from '../../../../shell/links';
import { EmailLoginForm } from '../../../../components/EmailLoginForm';
import { useEmailLogin } from '../../hooks/useEmailLogin';
import { RoutePath } from '../../../../route-paths';
import { deployment } from '@member-hub/app-kit/config';
import { migrationRefusalOf } from '../../../shared/migration-refusal';
import { MigrationRefusalNotice } from '../../../shared/MigrationRefusalNotice';

/**
 * The login error variants (hub spec §2), named by meaning; `specId` is the spec's message
 * number (Message006, 006a, 006b, 006c_daccountError), which also names their texts.
 */
export const LOGIN_ERRORS = {
  /** The e-mail is wrong or not registered. */
  notRegistered: { specId: '006' },
  /** The Google account is not linked to a member. */
  providerNotLinked: { specId: '006a' },
  /** The e-mail link expired or was used (the members service shows the e-mail form again). */
  linkExpired: { specId: '006b' },
  /** Ours: the login mail's button was used before (told apart from 006b's 30-minute expiry). */
  linkUsed: { specId: null },
  /** The linked carrier account (d-account) is not connected. */
  carrierNotConnected: { specId: '006c' },
} as const;

export type LoginErrorKind = keyof typeof LOGIN_ERRORS;

export function LoginErrorPage({ kind }: { kind: LoginErrorKind }) {
  const [search] = useSearchParams();
  // A migration login lands here too (hub §4), with the reason: its member typed no address, so
  // the e-mail text would mislead.
  const refusal = kind === 'notRegistered' ? migrationRefusalOf(search) : null;
  if (refusal) return <MigrationRefusalNotice reason={refusal} token={search.get('token')} />;
  return <LoginErrorContent kind={kind} />;
}

function LoginErrorContent({ kind }: { kind: LoginErrorKind }) {
  const { t } = useTranslation('login');
  const navigate = useNavigate();
  const { variant } = useClientVariant();
  const { send, busy } = useEmailLogin();
  const texts = {
    notRegistered: { heading: t('error006.heading'), body: null },
    providerNotLinked: { heading: t('error006a.heading'), body: t('error006a.body') },
    linkExpired: { heading: t('error006b.heading'), body: t('error006b.body') },
    linkUsed: { heading: t('linkUsed.heading'), body: t('linkUsed.body') },
    carrierNotConnected: { heading: t('error006c.heading'), body: t('error006c.body') },
  }[kind];
  // A used button: the form to send a fresh mail, in both variants (the member may not be signed in).
  const showForm = (kind === 'linkExpired' && variant.timeoutShowsEmailForm) || kind === 'linkUsed';
  return (
    <div className="hub-stack">
      <div className="hub-alert">
        <h2 className="hub-alert__heading">{texts.heading}</h2>
        {texts.body ? <p>{texts.body}</p> : null}
        {kind === 'linkExpired' ? <p>{t('error006b.retry')}</p> : null}
      </div>
      {kind === 'notRegistered' ? (
        <ul className="hub-list">
          {variant.showsOldServiceLink ? (
            <li>
              <a className="hub-link" href={HelpLink.oldService}>
                {t('error006.oldService')}
              </a>
            </li>
          ) : null}
          <li>
            <a className="hub-link" href={HelpLink.login}>
              {t('error006.help')}
            </a>
          </li>
        </ul>
      ) : null}
      {showForm ? <EmailLoginForm onSubmit={send} busy={busy} /> : null}
      <Button variant="secondary" block onClick={() => void navigate(RoutePath.login)}>
        {t('back')}
      </Button>
      <HelpContact {...deployment.support} />
      <LoaderOverlay active={busy} />
    </div>
  );
}
