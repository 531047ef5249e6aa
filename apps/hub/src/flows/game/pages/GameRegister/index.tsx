import { StepView } from '@member-hub/app-kit/guard';
import { LoaderOverlay } from '@member-hub/ui';
import { useTranslation } from 'react-i18next';

import { type GameShown } from '../../loader';
import { GameFailedDialog } from '../GameFailedDialog';

/**
 * /gameRegister?token=… — game registration with the game-registration loading message (hub §2,
 * §4) while the route's loader (flows/game/loader.ts) registers; a failure keeps the screen and
 * shows the external-linkage error state.
 */
export function GameRegisterPage() {
  const { t } = useTranslation('app');
  return (
    <StepView<GameShown>>
      {(shown) => (
        <>
          <LoaderOverlay
            active={!shown}
            heading={t('game.loadingHeading')}
            message={t('game.loadingMessage')}
          />
          <GameFailedDialog open={shown === 'failed'} />
        </>
      )}
    </StepView>
  );
}
