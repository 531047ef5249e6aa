import { AppProviders } from '@member-hub/app-kit/app-services';
import { type i18n } from 'i18next';
import { type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

import { type HubServices, HubServicesContext } from './ServicesContext';

/**
 * The root providers: texts and the hub's services. TanStack Query is not a provider here: the
 * flows run through `services.flows` (shell/flow-runner.ts), whose QueryClient loads with the
 * first API call, so /login does not download the query library with its first paint.
 */
export function HubProviders({
  services,
  i18n,
  children,
}: {
  services: HubServices;
  i18n: i18n;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <AppProviders context={HubServicesContext} services={services}>
        {children}
      </AppProviders>
    </I18nextProvider>
  );
}
