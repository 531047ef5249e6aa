import { TimeoutDialog } from '@member-hub/ui';
import { useTranslation } from 'react-i18next';

import { useClientVariant } from '@member-hub/app-kit/variant';
import { useHubServices } from '../../../providers/HubServicesContext';
import { RoutePath } from '../../../route-paths';

/**
 * The d-account failure dialog (hub §8 "D-account failure"): the catalogue's text and a button back
 * to the service (らくらくコミュニティ ホームに戻る on the community service, サービスに戻る otherwise).
 */
export function DaccountFailedDialog({ open }: { open: boolean }) {
  const { t } = useTranslation('app');
  const services = useHubServices();
  const { client, variant } = useClientVariant();
  const back = () => {
    if (client?.returnUrl) services.assign(client.returnUrl);
    else services.assign(RoutePath.login);
  };
  return (
    <TimeoutDialog
      open={open}
      onClose={back}
      title={t('daccount.failedTitle')}
      message={t('daccount.failed')}
      closeLabel={variant.key === 'community' ? t('daccount.backCommunity') : t('daccount.backService')}
    />
  );
}
