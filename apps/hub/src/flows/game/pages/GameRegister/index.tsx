import { LoaderOverlay } from '@member-hub/ui';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { RoutePath } from '../../../../route-paths';
import { registerGame } from '../../game';
import { useGame } from '../../hooks/useGame';
import { GameFailedDialog } from '../GameFailedDialog';
import { useRunOnce } from '../../../../hooks/useRunOnce';

/** /gameRegister?token=… — game registration with the game-registration loading message (hub §2, §4). */
export function GameRegisterPage() {
  const { t } = useTranslation('app');
  const { services, deps, failed, fail } = useGame();
  const navigate = useNavigate();
  const location = useLocation();
  useRunOnce(() =>
    services.flows
      .run('game-register', () => registerGame(deps, location.search))
      .then((outcome) => {
        if (!outcome.ok) return;
        if (outcome.value.kind === 'complete')
          void navigate(RoutePath.gameRegisterComplete, { replace: true });
        else fail(outcome.value.error);
      }),
  );

  return (
    <>
      <LoaderOverlay active={!failed} heading={t('game.loadingHeading')} message={t('game.loadingMessage')} />
      <GameFailedDialog open={failed} />
    </>
  );
}
