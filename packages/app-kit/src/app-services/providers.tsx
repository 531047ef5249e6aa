import { type Context, createContext, type ReactNode, useContext } from 'react';

import { ClientContextProvider, type KeyValueStorage } from '../client-context';

/** The app's services context and its hook (`use()` throws outside the providers). */
export function createServicesContext<S>(name: string): {
  readonly Context: Context<S | null>;
  use(): S;
} {
  const Context = createContext<S | null>(null);
  return {
    Context,
    use() {
      const services = useContext(Context);
      if (!services) throw new Error(`${name} needs the app's providers`);
      return services;
    },
  };
}

/** The root providers of both apps (inside the app's texts): its services and the client record's storage. */
export function AppProviders<S extends { readonly storage: KeyValueStorage }>({
  context,
  services,
  children,
}: {
  context: Context<S | null>;
  services: S;
  children: ReactNode;
}) {
  return (
    <context.Provider value={services}>
      <ClientContextProvider storage={services.storage}>{children}</ClientContextProvider>
    </context.Provider>
  );
}
