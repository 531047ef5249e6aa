// `npm run start:prod`: the production topology on this machine (prod.ts) until Ctrl+C.
import { startProdStack } from './prod.ts';

const controller = { stopping: false };
// An instance that ends is started again, as a process manager would: `kill -TERM <pid>` of one is
// a rolling restart (it drains first).
const stack = await startProdStack({ restartInstances: true });
const [a, b] = stack.instances;
console.log(`
────────────────────────────────────────────────────────────────
  member hub — production topology is up (Ctrl+C stops everything)
  hub + profile (nginx):     ${stack.url}
  member-api instances:      ${a?.url} and ${b?.url} (/livez, /readyz, /metrics)
  their processes:           ${stack.instancesFile} (each is started again when it ends)
  mail catcher:              ${stack.mailWeb}
  nginx config and logs:     ${stack.runDir}/nginx
  database:                  ${stack.databaseUrl} (dropped on stop)
────────────────────────────────────────────────────────────────`);
const shutdown = async () => {
  if (controller.stopping) return;
  controller.stopping = true;
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
