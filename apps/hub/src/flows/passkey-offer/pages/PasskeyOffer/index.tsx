import { Button, LoaderOverlay } from '@member-hub/ui';
import { readClientContext } from '@member-hub/app-kit/client-context';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useHubServices } from '../../../../shell/ServicesContext';
import { RoutePath } from '../../../../route-paths';
import { markAnswered, registerFromOffer, rememberLater, type StartRegistration } from '../../offer';

/** `@simplewebauthn/browser`'s ceremony, loaded with the tap. */
const startRegistration: StartRegistration = async ({ optionsJSON }) => {
  const browser = await import('@simplewebauthn/browser');
  const answer = await browser.startRegistration({
    optionsJSON: optionsJSON as unknown as Parameters<typeof browser.startRegistration>[0]['optionsJSON'],
  });
  return answer as unknown as Record<string, unknown>;
};

/**
 * The passkey offer (ours; not a spec screen), between a completed sign-in or registration and
 * the hand-back: what it is in plain words, 「指紋や顔を登録する」 and 「あとで」. Whatever the
 * member does — register, stop the phone's prompt, say later — and whatever fails, the member
 * goes on to the service (/login/complete hands back).
 */
export function PasskeyOfferPage() {
  const { t } = useTranslation('login');
  const services = useHubServices();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  function goOn() {
    markAnswered(services.storage, readClientContext(services.storage));
    void navigate(RoutePath.loginComplete, { replace: true });
  }

  async function register() {
    setBusy(true);
    const uid = services.identity.currentUser()?.uid;
    if (uid) {
      await registerFromOffer(
        {
          api: services.api,
          storage: services.storage,
          userAgent: services.userAgent,
          startRegistration,
          report: services.report,
        },
        uid,
      );
    }
    goOn();
  }

  function later() {
    const uid = services.identity.currentUser()?.uid;
    if (uid) rememberLater(services.storage, uid);
    goOn();
  }

  // The two buttons come right after the one-sentence lead: on a 360 px phone they are on the
  // first screen, so nobody has to scroll past the details to find the way on.
  return (
    <section id="passkey_offer" className="hub-stack" aria-labelledby="passkey-offer-heading">
      <h2 id="passkey-offer-heading" className="hub-h2">
        {t('passkeyOffer.heading')}
      </h2>
      <p>{t('passkeyOffer.body')}</p>
      <Button block disabled={busy} onClick={() => void register()}>
        {t('passkeyOffer.register')}
      </Button>
      <Button variant="secondary" block disabled={busy} onClick={later}>
        {t('passkeyOffer.later')}
      </Button>
      <p>{t('passkeyOffer.laterNote')}</p>
      <section className="hub-section hub-stack" aria-labelledby="passkey-offer-details">
        <h3 id="passkey-offer-details" className="hub-h2">
          {t('passkeyOffer.detailsHeading')}
        </h3>
        <ul className="hub-list">
          <li>{t('passkeyOffer.howItWorks')}</li>
          <li>{t('passkeyOffer.private')}</li>
          <li>{t('passkeyOffer.removable')}</li>
        </ul>
      </section>
      <LoaderOverlay active={busy} heading={t('passkeyOffer.busy')} message={t('passkeyOffer.busyNote')} />
    </section>
  );
}
