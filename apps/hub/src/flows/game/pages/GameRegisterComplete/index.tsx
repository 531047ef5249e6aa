import { LoaderOverlay } from '@member-hub/ui';
import { useTranslation } from 'react-i18next';

import { completeGame } from '../../game';
import { useGame } from '../../hooks/useGame';
import { GameFailedDialog } from '../GameFailedDialog';
import { useRunOnce } from '../../../../hooks/useRunOnce';

/** /gameRegister/complete — back to the game through the authorization service. */
export function GameRegisterCompletePage() {
  const { t } = useTranslation('app');
  const { services, deps, failed, fail } = useGame();
  useRunOnce(() =>
    services.flows
      .run('game-register-complete', () => completeGame(deps))
      .then((outcome) => {
        if (!outcome.ok) return;
        if (outcome.value.kind === 'redirect') services.assign(outcome.value.url);
        else fail(outcome.value.error);
      }),
  );

  return (
    <>
      <LoaderOverlay active={!failed} heading={t('game.loadingHeading')} message={t('game.returning')} />
      <GameFailedDialog open={failed} />
    </>
  );
}
