import { Button } from '@member-hub/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useHubServices } from '../../../../shell/ServicesContext';
import { RoutePath } from '../../../../route-paths';
import { hasUnfinishedRegistration, startRegistrationAgain } from '../../register';

/**
 * How long the choice waits for the check before it acts anyway: the check asks the member API
 * (up to its 15 s timeout) for a visitor with a session, and a slow answer must not leave every
 * such visitor before buttons that do nothing.
 */
export const UNFINISHED_CHECK_WAIT_MS = 3000;

/**
 * Whether the register page has a registration left half-way in this browser (register.ts), and
 * the way to end it. `checked` is false until the check has answered or UNFINISHED_CHECK_WAIT_MS
 * have passed: until then the choice is on screen (it is what everyone else sees) but does not act,
 * so that a half-registered member cannot tap into the e-mail step in the moment before the page
 * turns into the way to finish. A later answer still turns it.
 */
export function useUnfinishedRegistration(): {
  unfinished: boolean;
  checked: boolean;
  startAgain: () => Promise<void>;
} {
  const services = useHubServices();
  const [answer, setAnswer] = useState<boolean | undefined>(undefined);
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => setWaited(true), UNFINISHED_CHECK_WAIT_MS);
    void hasUnfinishedRegistration(services).then((found) => {
      if (!live) return;
      clearTimeout(timer);
      setAnswer(found);
    });
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [services]);
  async function startAgain() {
    await services.flows.run('register start again', () => startRegistrationAgain(services));
    setAnswer(false);
  }
  return { unfinished: answer === true, checked: answer !== undefined || waited, startAgain };
}

/**
 * The register page for a member whose registration stopped before the profile (the register-form
 * exit flag brought her here, or Back did; docs/decisions/0037): finish it (the profile form, the
 * account is kept) or start again (signed out, then the method choice). Never the choice as such:
 * its e-mail step cannot serve an account without a member record.
 */
export function UnfinishedRegistration({ onStartAgain }: { onStartAgain: () => Promise<void> }) {
  const { t } = useTranslation('register');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <section className="hub-stack" aria-labelledby="unfinished-heading">
      <h2 id="unfinished-heading" className="hub-h2">
        {t('unfinished.heading')}
      </h2>
      <p>{t('unfinished.lead')}</p>
      <Button block disabled={busy} onClick={() => void navigate(RoutePath.registerProfile)}>
        {t('unfinished.continue')}
      </Button>
      <p>{t('unfinished.startAgainLead')}</p>
      <Button
        variant="secondary"
        block
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void onStartAgain().finally(() => setBusy(false));
        }}
      >
        {t('unfinished.startAgain')}
      </Button>
    </section>
  );
}
