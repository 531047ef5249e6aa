import { ClientContextProvider } from '@member-hub/app-kit/client-context';
import { type i18n } from 'i18next';
import { createContext, type ReactNode, useContext } from 'react';
import { I18nextProvider } from 'react-i18next';

import { type ProfileServices } from './services';

const ProfileServicesContext = createContext<ProfileServices | null>(null);

export function useProfileServices(): ProfileServices {
  const services = useContext(ProfileServicesContext);
  if (!services) throw new Error('useProfileServices needs <ProfileProviders>');
  return services;
}

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
      <ProfileServicesContext.Provider value={services}>
        <ClientContextProvider storage={services.storage}>{children}</ClientContextProvider>
      </ProfileServicesContext.Provider>
    </I18nextProvider>
  );
}
