import { LoaderOverlay } from '@member-hub/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { useClientVariant } from '@member-hub/app-kit/variant';
import { useMigration } from '../../hooks/useMigration';
import { type MigrationVariant, startMigrationLogin, startMigrationRegister } from '../../migration';
import { startResultPath } from '../../routes';

/**
 * /migrationRegister and /migrationLogin: the phone app's launch (hub §4 "Migration register",
 * "Migration login"). A full-screen loader (the preparation variant) while the flow runs.
 */
export function MigrationStartPage({ which }: { which: MigrationVariant }) {
  const { t } = useTranslation('migration');
  const { services, deps, fail, navigate } = useMigration(which);
  const { variant } = useClientVariant();
  const location = useLocation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const start = which === 'register' ? startMigrationRegister : startMigrationLogin;
    void services.flows
      .run(`migration-${which}`, () => start(deps, location.search))
      .then((outcome) => {
        if (!outcome.ok) return;
        const result = outcome.value;
        if (result.kind === 'failed') return fail(result.error);
        void navigate(startResultPath(which, result, variant.key), { replace: true });
      });
  }, [deps, fail, location.search, navigate, services, variant.key, which]);

  return (
    <LoaderOverlay active heading={t('loader.preparingHeading')} message={t('loader.preparingMessage')} />
  );
}
