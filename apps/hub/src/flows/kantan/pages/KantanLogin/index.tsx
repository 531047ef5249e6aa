import { KANTAN_LOCKOUT_MINUTES } from '@member-hub/enums';
import { Button, HelpContact, KantanLoginForm, LoaderOverlay } from '@member-hub/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { useClientContext } from '@member-hub/app-kit/client-context';
import { deployment } from '../../../../shell/deployment';
import { HelpLink } from '../../../../shell/links';
import { RoutePath } from '../../../../route-paths';
import { useKantan } from '../../hooks/useKantan';
import { checkKantanLaunch, type KantanCredentials, kantanLogin, type KantanLoginResult } from '../../kantan';

type Message = Exclude<KantanLoginResult['kind'], 'redirect' | 'entry-error'>;

/** The message key of each answer (hub §8 texts; the lockout's is ours). */
const MESSAGE_KEY = {
  'bad-credentials': 'message.badCredentials',
  unusable: 'message.unusable',
  'not-migrated': 'message.notMigrated',
  'locked-out': 'message.lockedOut',
  failed: 'message.failed',
  'status-error': 'message.statusError',
} as const satisfies Record<Message, string>;

/** /kantanLogin: registration number, password and the login button (hub §2, §4 "Kantan login"). */
export function KantanLoginPage() {
  const { t, i18n } = useTranslation('kantan');
  const { services, deps } = useKantan();
  const context = useClientContext();
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: Message; minutes: number } | null>(null);

  // The kantan launch guard (hub §5): else the client record is cleared, the error page.
  useEffect(() => {
    if (!checkKantanLaunch(services.storage, context, location.search, services.allowedReturnUrlPrefixes).ok)
      void navigate(RoutePath.error, { replace: true });
  }, [context, location.search, navigate, services]);

  const login = async (credentials: KantanCredentials) => {
    setBusy(true);
    setMessage(null);
    const outcome = await services.flows.run('kantan-login', () => kantanLogin(deps, context, credentials));
    setBusy(false);
    if (!outcome.ok) return;
    const result = outcome.value;
    if (result.kind === 'redirect') {
      setBusy(true);
      return services.assign(result.url);
    }
    if (result.kind === 'entry-error') return navigate(RoutePath.error, { replace: true });
    // The lockout says how long is really left (the server's Retry-After), so the member knows
    // how long to wait.
    setMessage({
      kind: result.kind,
      minutes: result.kind === 'locked-out' ? result.minutes : KANTAN_LOCKOUT_MINUTES,
    });
  };

  return (
    <div className="hub-stack">
      <p>{t('login.lead')}</p>
      <KantanLoginForm
        copy={{
          registrationNumber: t('login.registrationNumber'),
          registrationNumberHint: t('login.registrationNumberHint'),
          password: t('login.password'),
          passwordHint: t('login.passwordHint'),
          submit: t('login.submit'),
        }}
        busy={busy}
        lang={i18n.language === 'en' ? 'en' : 'ja'}
        message={message ? t(MESSAGE_KEY[message.kind], { minutes: message.minutes }) : undefined}
        onSubmit={(credentials) => void login(credentials)}
      />
      {/* What to do next when trying again cannot help: a stopped number calls the help line; a
          number not moved over yet is moved from the older service's app. */}
      {message?.kind === 'unusable' ? <p>{t('message.unusableNext')}</p> : null}
      {message?.kind === 'not-migrated' ? (
        <>
          <p>{t('message.notMigratedNext')}</p>
          <Button block onClick={() => services.assign(deployment.phoneAppUrl)}>
            {t('message.launchApp')}
          </Button>
        </>
      ) : null}
      <ul className="hub-list">
        <li>
          <a className="hub-link" href={HelpLink.registrationNumber}>
            {t('login.numberHelp')}
          </a>
        </li>
      </ul>
      <HelpContact {...deployment.support} />
      <LoaderOverlay active={busy} delayMs={0} heading={t('login.signingIn')} />
    </div>
  );
}
