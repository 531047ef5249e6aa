// Starts both stand-ins in one process, on 127.0.0.1 only: the carrier's OpenID Provider
// (CARRIER_OP_PORT, default 5185), then the older community service (LEGACY_SERVICE_PORT, 5186).
// The dev stack waits for the second port, so both answer once it is open. The sibling phone
// apps' backend (their device assertions and payout launch page) answers under /sibling-app/ of
// the older service's origin.
import type { Server } from 'node:http';

import { createCarrierServer } from './carrier/server';
import { loadConfig } from './config';
import { createLegacyServer } from './legacy/server';
import { DeviceAssertionIssuer } from './sibling-app/device-assertion';
import { createSiblingAppHandler, mountSiblingApp, siblingAppIssuer } from './sibling-app/server';

const config = loadConfig();

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
}

const carrier = createCarrierServer(config).server;
const legacyServer = createLegacyServer(config);
const legacy = legacyServer.server;
mountSiblingApp(
  legacy,
  createSiblingAppHandler({
    config,
    store: legacyServer.store,
    assertions: await DeviceAssertionIssuer.create(siblingAppIssuer(config)),
  }),
);
await listen(carrier, config.carrier.port);
console.log(
  `[stand-ins] carrier OpenID Provider: ${config.carrier.issuer} (client ${config.carrier.client.clientId} → ${config.carrier.client.redirectUris.join(', ')})`,
);
await listen(legacy, config.legacy.port);
console.log(
  `[stand-ins] older community service: ${config.legacy.publicUrl} (launch page; API under /api/v1)`,
);

const stop = () => {
  carrier.close();
  legacy.close();
  carrier.closeAllConnections();
  legacy.closeAllConnections();
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
