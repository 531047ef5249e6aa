import { useState } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';

import { type HubServices, useHubServices } from '../../../shell/ServicesContext';

export interface GoogleSignIn {
  start: () => Promise<void>;
  busy: boolean;
}

/** Runs a Google flow from a button: busy while it runs, its failures through the error policy (flow runner). */
export function useGoogleAction(
  run: (services: HubServices, navigate: NavigateFunction) => Promise<void>,
): GoogleSignIn {
  const services = useHubServices();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  async function start() {
    setBusy(true);
    await services.flows.run('google', () => run(services, navigate));
    setBusy(false);
  }
  return { start, busy };
}
