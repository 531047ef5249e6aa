import { MemberApiProvider } from '@member-hub/api-client/react';
import { ClientContextProvider } from '@member-hub/app-kit/client-context';
import { createPolicyQueryClient } from '@member-hub/app-kit/error-policy';
import { QueryClientProvider } from '@tanstack/react-query';
import { type i18n } from 'i18next';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { I18nextProvider } from 'react-i18next';

import { type ProfileServices } from './services';

const ProfileServicesContext = createContext<ProfileServices | null>(null);

export function useProfileServices(): ProfileServices {
  const services = useContext(ProfileServicesContext);
  if (!services) throw new Error('useProfileServices needs <ProfileProviders>');
  return services;
}

/**
 * The root providers: texts, the services, the client record's storage, and TanStack Query with
 * the error policy as its global fallback (every read and write goes through it).
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
  const [queryClient] = useState(() => createPolicyQueryClient(services.policy));
  return (
    <I18nextProvider i18n={i18n}>
      <ProfileServicesContext.Provider value={services}>
        <ClientContextProvider storage={services.storage}>
          <QueryClientProvider client={queryClient}>
            <MemberApiProvider client={services.api}>{children}</MemberApiProvider>
          </QueryClientProvider>
        </ClientContextProvider>
      </ProfileServicesContext.Provider>
    </I18nextProvider>
  );
}
