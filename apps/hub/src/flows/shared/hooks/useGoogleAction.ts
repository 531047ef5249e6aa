import { type ClientContext, useClientContext } from '@member-hub/app-kit/client-context';
import { useState } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';

import { type HubServices, useHubServices } from '../../../shell/ServicesContext';

export interface GoogleSignIn {
  start: () => Promise<void>;
  busy: boolean;
}

/**
 * Runs a Google flow from a button with the screen's client context: busy while it runs, its
 * failures through the error policy (flow runner).
 */
export function useGoogleAction(
  run: (services: HubServices, navigate: NavigateFunction, context: ClientContext) => Promise<void>,
): GoogleSignIn {
  const services = useHubServices();
  const context = useClientContext();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  async function start() {
    setBusy(true);
    await services.flows.run('google', () => run(services, navigate, context));
    setBusy(false);
  }
  return { start, busy };
}
