import { AppLayout } from '@member-hub/app-kit/app-layout';
import { RouteLoading } from '@member-hub/app-kit/routes';
import { useClientVariant } from '@member-hub/app-kit/variant';
import { appNameFor } from '@member-hub/validators';
import { useTranslation } from 'react-i18next';

import { timeoutCloseTarget } from '../flows/migration/keys';
import { type HubRouteHandle } from '../route-paths';
import { deployment } from './deployment';
import { useHubServices } from './ServicesContext';
import { useEntryLanguage } from './useEntryLanguage';

const FALLBACK_HANDLE: HubRouteHandle = { title: 'login' };

// The emulator's account chooser (development and tests only) in a chunk of its own.
const loadAccountChooser = () => import('./AccountChooser').then((m) => m.EmulatorAccountChooser);

/**
 * The application shell around every screen (app-kit's AppLayout) with the hub's values, and the
 * member-site layout as in the profile (hub spec §6 "the members layout"; profile spec §2): an
 * entry from the member site changes the header. No hub route hides the footer in it: the specs
 * name only the profile's screens for that (docs/decisions/0036).
 */
export function HubLayout() {
  const { t } = useTranslation('app');
  const services = useHubServices();
  // The entry's ui_locales chooses the screens' language.
  useEntryLanguage(useClientVariant().client?.ui_locales);
  return (
    <AppLayout
      services={services}
      fallbackHandle={FALLBACK_HANDLE}
      title={(key) => t(`title.${key}`)}
      appName={(pathname, { variant }) => t(`name.${appNameFor(pathname, variant)}`)}
      companyName={deployment.operatingCompany}
      memberSiteLayout
      onTimeoutClosed={(pathname) => {
        // Hub §4: on a migration route, closing the dialog goes to the phone app's URL scheme.
        const target = timeoutCloseTarget(pathname, deployment.phoneAppUrl);
        if (target) services.assign(target);
      }}
      // The next screen's chunk (or its guard) is loading; the current screen stays until then.
      navigating={<RouteLoading />}
      AccountChooser={{ lazy: loadAccountChooser }}
    />
  );
}
