/**
 * The page's one QueryClient (per services): the screens' query boundary provides it, and the
 * route table hands it to the loading steps' loaders, so a step and the screens share one cache.
 * Loaded with the first screen or step that needs it, not with the entry chunk.
 */
import { createPolicyQueryClient } from '@member-hub/app-kit/error-policy';
import { type QueryClient } from '@tanstack/react-query';

import { type ProfileServices } from './services';

/** One QueryClient per page (per services), kept when the boundary mounts again. */
const clients = new WeakMap<ProfileServices, QueryClient>();

export function queryClientFor(services: ProfileServices): QueryClient {
  let client = clients.get(services);
  if (!client) {
    // The error policy is the global fallback of every read and write; no retries.
    client = createPolicyQueryClient(services.policy);
    clients.set(services, client);
  }
  return client;
}
