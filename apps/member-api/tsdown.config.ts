import { defineConfig } from 'tsdown';

// The server is bundled to dist/main.js, the migration step to dist/migrate.js, the operators'
// member command to dist/member.js; node_modules stay external. Migrations are read from
// ../drizzle at run time (src/db/client.ts finds the folder from dist/ or src/).
export default defineConfig({
  entry: { main: 'src/main.ts', migrate: 'src/migrate.ts', member: 'src/ops/member-cli-main.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  dts: false,
  sourcemap: true,
  clean: true,
  // dist/main.js (the package is type: module).
  outExtensions: () => ({ js: '.js' }),
});
