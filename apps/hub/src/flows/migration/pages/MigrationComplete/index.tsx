import { LoaderOverlay } from '@member-hub/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { useMigration } from '../../hooks/useMigration';
import { completeMigration, type MigrationVariant } from '../../migration';
import { MigrationPaths } from '../../routes';

/**
 * /migrationRegister/complete and /migrationLogin/complete (hub §4 "Migration completion"): the
 * loader that says waiting takes about 30 seconds, then the hand-back (or the return URL with
 * permitted=true).
 */
export function MigrationCompletePage({ which }: { which: MigrationVariant }) {
  const { t } = useTranslation('migration');
  const { services, deps, fail, navigate } = useMigration(which);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void services.flows
      .run(`migration-${which}-complete`, () => completeMigration(deps, which))
      .then((outcome) => {
        if (!outcome.ok) return;
        const result = outcome.value;
        if (result.kind === 'redirect') services.assign(result.url);
        else if (result.kind === 'incorrect')
          void navigate(MigrationPaths[which].incorrect, { replace: true });
        else fail(result.error);
      });
  }, [deps, fail, navigate, services, which]);

  return <LoaderOverlay active heading={t('loader.movingHeading')} message={t('loader.movingMessage')} />;
}
