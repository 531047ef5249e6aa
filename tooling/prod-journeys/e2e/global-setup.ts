// Builds what the production topology serves, starts it with the demo services and a process
// manager's restarts (an instance that ends is started again), and hands its URLs, run folder and
// database to the journeys; returns the teardown. PROD_STACK_BUILD=false reuses the builds of an
// earlier run (apps/*/dist/prod-stack, apps/member-api/dist).
import fs from 'node:fs';
import path from 'node:path';

import { repoRoot, urlsFor } from '@member-hub/dev-stack';
import { buildProdStack, prodPorts, startProdStack } from '@member-hub/dev-stack/prod';

import { PROD_RUN_ENV, type ProdRun } from './topology.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const logFile = path.join(repoRoot, 'reports/prod-journeys-stack.log');
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const out = fs.createWriteStream(logFile);
  const log = (line: string) => out.write(`${line}\n`);
  if (process.env.PROD_STACK_BUILD !== 'false') buildProdStack(log);
  const stack = await startProdStack({ demoService: true, build: false, restartInstances: true, log });
  process.env.MEMBER_HUB_STACK = JSON.stringify({ urls: { ...urlsFor(prodPorts()), gateway: stack.url } });
  const run: ProdRun = {
    runDir: stack.runDir,
    databaseUrl: stack.databaseUrl,
    instancesFile: stack.instancesFile,
    logFile,
  };
  process.env[PROD_RUN_ENV] = JSON.stringify(run);
  return async () => {
    await stack.stop();
    out.end();
  };
}
