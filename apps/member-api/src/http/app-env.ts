import type { HttpBindings } from '@hono/node-server';

import type { Logger } from '../logger';

/** The Hono environment of this server: node bindings and per-request variables. */
export interface AppEnv {
  Bindings: HttpBindings;
  Variables: {
    requestId: string;
    /** Child logger carrying the request id. */
    log: Logger;
    clientIp: string;
    /** How the verified caller signed in (Firebase `sign_in_provider`), for the sign-in metrics. */
    signInProvider?: string;
  };
}
