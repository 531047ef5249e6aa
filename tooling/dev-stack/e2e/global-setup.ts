// Starts the test-profile stack once for the smoke tests and returns its teardown.
// Which apps run: E2E_STACK_APPS (comma-separated apps/* names), default the member API, the stand-ins and the hub (the security-headers spec needs a real SPA page).
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, startStack } from '../src/index.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const logFile = path.join(repoRoot, 'reports/dev-stack-e2e.log');
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const out = fs.createWriteStream(logFile);
  const apps = (process.env.E2E_STACK_APPS ?? 'member-api,stand-ins,hub').split(',').filter(Boolean);
  const stack = await startStack({
    profile: 'test',
    apps,
    appReadyTimeoutMs: 120_000,
    log: (line) => out.write(`${line}\n`),
  });
  // The workers read what runs from here (env set in global setup reaches them).
  process.env.MEMBER_HUB_STACK = JSON.stringify({ urls: stack.urls, apps: stack.apps });
  console.log(
    `[dev-stack] test stack up: ${JSON.stringify(stack.apps)} (log: ${path.relative(repoRoot, logFile)})`,
  );
  return async () => {
    await stack.stop();
    out.end();
  };
}
