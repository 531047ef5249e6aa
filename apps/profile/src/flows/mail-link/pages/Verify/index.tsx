import '../../../shared/steps.css';

import { readClient } from '@member-hub/app-kit/client-context';
import { LoaderOverlay } from '@member-hub/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { useProfileServices } from '../../../../shell/Providers';
import { NO_EMAIL_MESSAGE, readMailLinkQuery, verifyMailLink } from '../../mail-link';
import { useMailRewardPoints } from '../../hooks/useMailRewardPoints';

type Alert = 'invalidUrl' | 'noEmail';

/**
 * /valid — the mail-link check (profile spec §4): a loading screen that runs the flow once (the
 * reference works once; StrictMode re-runs effects) and goes where it says. The alerts go to the
 * app's in-page alert queue; closing one continues (the unauthorised return, or the generic error page).
 */
export function MailLinkVerifyPage() {
  const { t } = useTranslation('mailLink');
  const services = useProfileServices();
  const points = useMailRewardPoints();
  const navigate = useNavigate();
  const location = useLocation();
  // While an alert is up the loading view steps aside.
  const [alerting, setAlerting] = useState(() => readMailLinkQuery(location.search).kind === 'invalid-url');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The in-page alert (the app's queue); closing it continues: the unauthorised return, or the
    // generic error page.
    const showAlert = (which: Alert) => {
      setAlerting(true);
      void services.alerts
        .show({ title: t('alert.title'), message: t(`alert.${which}`), closeLabel: t('alert.ok') })
        .then(() => {
          setAlerting(false);
          if (which === 'invalidUrl') services.policy.returnUnauthorized();
          else services.policy.fail(new Error(NO_EMAIL_MESSAGE), { flow: 'mail-link' });
        });
    };
    const query = readMailLinkQuery(location.search);
    if (query.kind === 'invalid-url') {
      showAlert('invalidUrl');
      return;
    }
    void verifyMailLink(
      {
        api: services.api,
        identity: services.identity,
        points,
        client: readClient(services.storage),
        memberHost: services.memberHost,
      },
      query,
    ).then((outcome) => {
      switch (outcome.kind) {
        case 'assign':
          window.location.assign(outcome.url);
          return;
        case 'navigate':
        case 'timeout':
          if (outcome.sameApp) {
            void navigate(outcome.path, {
              replace: true,
              ...('email' in outcome && outcome.email ? { state: { email: outcome.email } } : {}),
            });
          } else window.location.assign(outcome.path);
          return;
        case 'no-email':
          showAlert('noEmail');
          return;
        case 'error':
          if (!services.policy.handle(outcome.error, { flow: 'mail-link' }))
            services.policy.fail(outcome.error, { flow: 'mail-link' });
      }
    });
  }, [services, points, navigate, location.search, t]);

  return <LoaderOverlay active={!alerting} heading={t('checking')} />;
}
