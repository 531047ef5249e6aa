import { StepView } from '@member-hub/app-kit/guard';
import { LoaderOverlay } from '@member-hub/ui';
import { useTranslation } from 'react-i18next';

import { type GameShown } from '../../loader';
import { GameFailedDialog } from '../GameFailedDialog';

/**
 * /gameRegister/complete — back to the game through the authorization service (the route's
 * loader, flows/game/loader.ts); a failure keeps the screen and shows the external-linkage error
 * state.
 */
export function GameRegisterCompletePage() {
  const { t } = useTranslation('app');
  return (
    <StepView<GameShown>>
      {(shown) => (
        <>
          <LoaderOverlay active={!shown} heading={t('game.loadingHeading')} message={t('game.returning')} />
          <GameFailedDialog open={shown === 'failed'} />
        </>
      )}
    </StepView>
  );
}
