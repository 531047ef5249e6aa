// Starts the test-profile stack with the apps the hub flows need and returns its teardown.
import fs from 'node:fs';
import path from 'node:path';

import { repoRoot, startStack } from '@member-hub/dev-stack';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const logFile = path.join(repoRoot, 'reports/hub-e2e-stack.log');
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const out = fs.createWriteStream(logFile);
  const stack = await startStack({
    profile: 'test',
    apps: ['stand-ins', 'member-api', 'demo-service', 'hub'],
    requireApps: true,
    appReadyTimeoutMs: 180_000,
    log: (line) => out.write(`${line}\n`),
  });
  process.env.MEMBER_HUB_STACK = JSON.stringify({ urls: stack.urls });
  return async () => {
    await stack.stop();
    out.end();
  };
}
