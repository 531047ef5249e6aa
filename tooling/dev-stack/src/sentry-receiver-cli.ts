// `pnpm --filter @member-hub/dev-stack sentry-receiver [port]`: a local Sentry endpoint that
// prints every event it receives. Give the DSN it prints to MEMBER_API_SENTRY_DSN / VITE_SENTRY_DSN.
import { startSentryReceiver } from './sentry-receiver.ts';

const port = Number(process.argv[2] ?? 0) || 0;
const receiver = await startSentryReceiver({ port });
console.log(`[sentry-receiver] DSN ${receiver.dsn}`);
let seen = 0;
setInterval(() => {
  for (const event of receiver.events().slice(seen)) {
    const values = event.exception?.values?.map((v) => `${v.type}: ${v.value}`).join(' ← ') ?? '';
    console.log(`[sentry-receiver] ${event.level ?? 'error'} ${values}`, event.tags ?? {});
  }
  seen = receiver.events().length;
}, 500).unref();
process.on('SIGINT', () => void receiver.stop().then(() => process.exit(0)));
await new Promise(() => {});
