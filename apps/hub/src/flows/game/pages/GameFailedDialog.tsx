import { useClientVariant } from '@member-hub/app-kit/variant';
import { LinkageErrorDialog } from '@member-hub/ui';
import { useTranslation } from 'react-i18next';

import { useHubServices } from '../../../shell/ServicesContext';
import { RoutePath } from '../../../route-paths';
import { GAME_SIGN_IN_FAILED } from '../game';

/**
 * The external-linkage error state of game registration (hub §8): the apology and, as the spec
 * says it is shown, the text 'sign-in with custom token failed'; one button back to the service.
 */
export function GameFailedDialog({ open }: { open: boolean }) {
  const services = useHubServices();
  const { t } = useTranslation('shell');
  const { client, variant } = useClientVariant();
  return (
    <LinkageErrorDialog
      open={open}
      variant={variant.key}
      message={
        <>
          {t('linkageError.message')}
          <br />
          <span lang="en" className="hub-note">
            {GAME_SIGN_IN_FAILED}
          </span>
        </>
      }
      onBack={() => services.assign(client?.returnUrl ?? RoutePath.login)}
    />
  );
}
