// Starts the demo sibling service: `node dist/main.js [community|members|both]` (default both).
import { assertSecretsConfigured, loadConfig, type DemoVariant } from './config';
import { createCodeExchange } from './oidc';
import { createDemoServer } from './server';

const arg = process.argv[2] ?? 'both';
const variants: DemoVariant[] = arg === 'community' || arg === 'members' ? [arg] : ['community', 'members'];

const servers = variants.map((variant) => {
  assertSecretsConfigured(variant);
  const config = loadConfig(variant);
  const server = createDemoServer(config, { exchange: createCodeExchange(config) });
  server.listen(config.port, config.host, () => {
    console.log(
      `[demo-service:${variant}] ${config.publicOrigin} (client ${config.clientId}, issuer ${config.issuer})`,
    );
  });
  return server;
});

const stop = () => {
  for (const server of servers) server.close();
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
