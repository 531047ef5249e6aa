import { useMe } from '@member-hub/api-client/react';
import { UNSUBSCRIBE_LOADER_DELAY_MS } from '@member-hub/enums';
import { Button, LoaderOverlay } from '@member-hub/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { SignedInAgain, SignInAgain, useKeptPlace } from '../../../../components/SignInAgain';
import { useProfileServices } from '../../../../shell/Providers';
import { RoutePath } from '../../../../route-paths';
import { unsubscribe } from '../../unsubscribe';

/**
 * 012_unsubscribeConfirm (profile §2 "Unsubscribe", §4): the notes and the agreement checkbox
 * (the button stays disabled until it is checked), then the confirmation with the nickname, then
 * delete → sign out → 014. A paid service (403) goes to paymentEnableError; the loader shows
 * after 1.4 s; the button ignores a second press for 600 ms. A sign-in older than 5 minutes: the
 * member signs in again and comes back to the confirmation, the agreement still given.
 */
export function UnsubscribeConfirmPage() {
  const { t } = useTranslation('unsubscribe');
  const services = useProfileServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const me = useMe();
  const kept = useKeptPlace(RoutePath.unsubscribe);
  const resumed = kept?.agreed === true;
  const [agreed, setAgreed] = useState(resumed);
  const [view, setView] = useState<'notes' | 'confirm' | 'signInAgain'>(resumed ? 'confirm' : 'notes');
  const headingId = useId();

  const remove = useMutation({
    mutationKey: ['unsubscribe'],
    mutationFn: () =>
      unsubscribe({
        api: services.api,
        identity: services.identity,
        storage: services.storage,
        // Only what no screen shows now: clearing the member query this page still observes would
        // refetch it signed out, and that auth error would send the member away from 014. The
        // complete screen clears the rest once this page is gone.
        clearUserData: () => queryClient.removeQueries({ type: 'inactive' }),
      }),
    onSuccess: (result) => {
      if (result.kind === 'done') void navigate(RoutePath.unsubscribeComplete, { replace: true });
      else if (result.kind === 'paymentError')
        void navigate(RoutePath.unsubscribePaymentError, { replace: true });
      else if (result.kind === 'signInAgain') setView('signInAgain');
      else if (!services.policy.handle(result.error) && !services.timeout.get()) {
        services.policy.report(result.error);
        void services.alerts.show({ message: t('failed') });
      }
    },
  });

  if (view === 'signInAgain')
    return <SignInAgain reason="unsubscribe" path={RoutePath.unsubscribe} keep={() => ({ agreed })} />;

  if (view === 'confirm') {
    return (
      <section className="mh-unsubscribe" aria-labelledby={headingId}>
        <h2 id={headingId}>{t('confirm.heading')}</h2>
        {resumed ? <SignedInAgain /> : null}
        {me.data ? (
          <p className="mh-unsubscribe__who">{t('confirm.who', { nickname: me.data.nickname })}</p>
        ) : null}
        <p>{t('confirm.warning')}</p>
        <div className="mh-profile-form__actions">
          <Button block disabled={remove.isPending} onClick={() => remove.mutate()}>
            {t('confirm.submit')}
          </Button>
          <Button block variant="secondary" disabled={remove.isPending} onClick={() => setView('notes')}>
            {t('confirm.back')}
          </Button>
        </div>
        <LoaderOverlay
          active={remove.isPending}
          delayMs={UNSUBSCRIBE_LOADER_DELAY_MS}
          heading={t('loading')}
        />
      </section>
    );
  }

  return (
    <section className="mh-unsubscribe" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('notes.heading')}</h2>
      <p>{t('notes.lead')}</p>
      <ul className="mh-unsubscribe__notes">
        <li>{t('notes.data')}</li>
        <li>{t('notes.services')}</li>
        <li>{t('notes.signIn')}</li>
        <li>{t('notes.paid')}</li>
      </ul>
      <label className="mh-choice">
        <input
          type="checkbox"
          className="mh-choice__input"
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
        />
        <span>{t('agree')}</span>
      </label>
      <Button block disabled={!agreed} onClick={() => setView('confirm')}>
        {t('next')}
      </Button>
    </section>
  );
}
