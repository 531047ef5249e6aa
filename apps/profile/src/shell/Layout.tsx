import { AppLayout } from '@member-hub/app-kit/app-layout';
import { deployment } from '@member-hub/app-kit/config';
import { appNameFor } from '@member-hub/validators';
import { useTranslation } from 'react-i18next';

import { type ProfileRouteHandle } from '../route-paths';
import { ProfileAccountChooser } from './AccountChooser';
import { useProfileServices } from './Providers';

const FALLBACK_HANDLE: ProfileRouteHandle = { title: 'profileEdit' };

/**
 * The application shell around every screen (profile spec §2; app-kit's AppLayout) with the
 * profile's values: the app names of the deployment, and the member-site layout of the variant
 * (a route's `hideFooterOnMemberSite` hides the footer in it).
 */
export function ProfileLayout() {
  const { t, i18n } = useTranslation('app');
  return (
    <AppLayout
      services={useProfileServices()}
      fallbackHandle={FALLBACK_HANDLE}
      title={(key) => t(`title.${key}`)}
      appName={(pathname, { variant }) =>
        deployment.appNames[appNameFor(pathname, variant)][i18n.language === 'en' ? 'en' : 'ja']
      }
      companyName={deployment.operatingCompany}
      memberSiteLayout
      AccountChooser={ProfileAccountChooser}
    />
  );
}
