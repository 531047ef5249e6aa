#!/usr/bin/env node
// member-hub-security-headers <outDir> --app hub|profile
// Run by the apps' builds after the prerender step: writes <outDir>/security-headers.json, the
// header set of every route of that build (README "Security headers").
import { writeSecurityHeaders } from '../src/headers.js';

const args = process.argv.slice(2);
const appAt = args.indexOf('--app');
const app = appAt === -1 ? undefined : args[appAt + 1];
const outDir = args.find((arg, index) => !arg.startsWith('--') && index !== appAt + 1);
if (!outDir || (app !== 'hub' && app !== 'profile')) {
  console.error('usage: member-hub-security-headers <outDir> --app hub|profile');
  process.exit(2);
}
try {
  const { file, set } = writeSecurityHeaders({ app, outDir });
  console.log(
    `security headers (${set.mode}): ${file}, ${set.routes.length} route(s), ${set.scriptHashes.length} inline script hash(es)`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
