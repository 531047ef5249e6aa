// Starts the production topology (with the demo services) and hands its URLs to the journeys the
// way the test-profile setup does; returns the teardown. PROD_STACK_BUILD=false reuses the builds
// of an earlier start (apps/*/dist/prod-stack, apps/member-api/dist).
import fs from 'node:fs';
import path from 'node:path';

import { repoRoot, urlsFor } from '@member-hub/dev-stack';
import { prodPorts, startProdStack } from '@member-hub/dev-stack/prod';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const logFile = path.join(repoRoot, 'reports/hub-prod-e2e-stack.log');
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const out = fs.createWriteStream(logFile);
  const stack = await startProdStack({
    demoService: true,
    build: process.env.PROD_STACK_BUILD !== 'false',
    log: (line) => out.write(`${line}\n`),
  });
  process.env.MEMBER_HUB_STACK = JSON.stringify({ urls: { ...urlsFor(prodPorts()), gateway: stack.url } });
  return async () => {
    await stack.stop();
    out.end();
  };
}
