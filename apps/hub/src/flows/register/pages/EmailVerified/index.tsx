import { ReturnQuery } from '@member-hub/enums';
import { useTranslation } from 'react-i18next';

import { useClientVariant } from '@member-hub/app-kit/variant';
import { returnAddress } from '@member-hub/validators';
import { useHubServices } from '../../../../shell/ServicesContext';

/**
 * /AuthenRegister/Email/Complete — the e-mail was verified; 'back to service' is a link to the
 * return address with provider=email appended (hub spec §2 "Register").
 */
export function AuthenRegisterCompletePage() {
  const { t } = useTranslation('register');
  const { hubHost } = useHubServices();
  const { client } = useClientVariant();
  return (
    <div className="hub-stack">
      <p>{t('emailComplete.body')}</p>
      {client ? (
        <a
          className="hub-link"
          href={returnAddress(client.returnUrl, ReturnQuery.providerEmail, { hubHost })}
        >
          {t('emailComplete.back')}
        </a>
      ) : null}
    </div>
  );
}
