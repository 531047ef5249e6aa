import { AppProviders, createServicesContext } from '@member-hub/app-kit/app-services';
import { type i18n } from 'i18next';
import { type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

import { type ProfileServices } from './services';

const servicesContext = createServicesContext<ProfileServices>('useProfileServices');

export const useProfileServices: () => ProfileServices = servicesContext.use;

/**
 * The root providers: texts, the services and the client record's storage. TanStack Query (with
 * the error policy as its global fallback) and the API client's context are not here: they load
 * with the screens (shell/QueryBoundary, a lazy layout route), not with the entry chunk.
 */
export function ProfileProviders({
  services,
  i18n,
  children,
}: {
  services: ProfileServices;
  i18n: i18n;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <AppProviders context={servicesContext.Context} services={services}>
        {children}
      </AppProviders>
    </I18nextProvider>
  );
}
