import { Button, LoaderOverlay } from '@member-hub/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { HelpLink } from '../../config/links';
import { EmailLoginForm } from '../../containers/EmailLoginForm';
import { useEmailLogin } from '../../containers/useEmailLogin';
import { useClientVariant } from '@member-hub/app-kit/variant';
import { RoutePath } from '../../route-paths';

export type LoginErrorKind = '006' | '006a' | '006b' | '006c';

/**
 * The login error variants (hub spec §2): 006 e-mail wrong or not registered, 006a provider not
 * linked, 006b the link expired (the members service shows the e-mail form in a timeout style),
 * 006c the linked carrier account is not connected.
 */
export function LoginErrorPage({ kind }: { kind: LoginErrorKind }) {
  const { t } = useTranslation('login');
  const navigate = useNavigate();
  const { variant } = useClientVariant();
  const { send, busy } = useEmailLogin();
  const texts = {
    '006': { heading: t('error006.heading'), body: null },
    '006a': { heading: t('error006a.heading'), body: t('error006a.body') },
    '006b': { heading: t('error006b.heading'), body: t('error006b.body') },
    '006c': { heading: t('error006c.heading'), body: t('error006c.body') },
  }[kind];
  const showForm = kind === '006b' && variant.timeoutShowsEmailForm;
  return (
    <div className="hub-stack">
      <div className="hub-alert">
        <h2 className="hub-alert__heading">{texts.heading}</h2>
        {texts.body ? <p>{texts.body}</p> : null}
        {kind === '006b' ? <p>{t('error006b.retry')}</p> : null}
      </div>
      {kind === '006' ? (
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
      <Button variant="secondary" block onClick={() => navigate(RoutePath.login)}>
        {t('back')}
      </Button>
      <LoaderOverlay active={busy} />
    </div>
  );
}
