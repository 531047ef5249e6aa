import { useState } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';

import { type HubServices, useHubServices } from '../../../providers/HubServicesContext';

export interface GoogleSignIn {
  start: () => Promise<void>;
  busy: boolean;
}

/** Runs a Google flow from a button: busy while it runs, its failures through the error policy. */
export function useGoogleAction(
  run: (services: HubServices, navigate: NavigateFunction) => Promise<void>,
): GoogleSignIn {
  const services = useHubServices();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  async function start() {
    setBusy(true);
    try {
      await run(services, navigate);
    } catch (error) {
      services.policy.fail(error);
    } finally {
      setBusy(false);
    }
  }
  return { start, busy };
}
