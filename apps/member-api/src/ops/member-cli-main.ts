// `pnpm --filter @member-hub/member-api run member -- <command> …` (node dist/member.js): the
// operators' lock tool, member-cli.ts.
import { runMemberCommand } from './member-cli';

process.exitCode = await runMemberCommand(process.argv.slice(2), {
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
