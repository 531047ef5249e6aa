import { defineConfig } from 'drizzle-kit';

// `pnpm db:generate` writes a new versioned SQL migration into drizzle/ from src/db/schema/.
// The server applies pending migrations at start (src/db/client.ts); never edit an applied one.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
