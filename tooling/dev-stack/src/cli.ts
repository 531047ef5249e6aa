// `node --import tsx src/cli.ts [dev|test] [app ...]` — what `npm run dev` runs.
import { describeStack, startStack } from './stack.ts';
import type { ProfileName } from './profiles.ts';

const [profileArg = 'dev', ...appArgs] = process.argv.slice(2);
if (profileArg !== 'dev' && profileArg !== 'test') {
  console.error(`usage: cli.ts [dev|test] [app ...] (got "${profileArg}")`);
  process.exit(2);
}
const profile: ProfileName = profileArg;

const controller = new AbortController();
let stopStack: (() => Promise<void>) | undefined;
let exiting = false;

async function shutdown(reason: string, code: number): Promise<void> {
  if (exiting) return;
  exiting = true;
  console.log(`\n[stack] ${reason}: stopping every process…`);
  controller.abort();
  await stopStack?.();
  console.log('[stack] stopped.');
  process.exit(code);
}

process.on('SIGINT', () => void shutdown('SIGINT', 0));
process.on('SIGTERM', () => void shutdown('SIGTERM', 0));

try {
  const stack = await startStack({
    profile,
    apps: appArgs.length > 0 ? appArgs : 'all',
    signal: controller.signal,
  });
  stopStack = stack.stop;
  console.log(`\n${describeStack(stack)}\n`);
  const reason = await stack.crashed;
  await shutdown(reason, 1);
} catch (error) {
  if (!exiting) {
    console.error(`[stack] could not start: ${(error as Error).message}`);
    process.exit(1);
  }
}
