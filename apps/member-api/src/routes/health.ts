import { sql } from 'drizzle-orm';

import { defineModule } from './types';

/** GET /member/v1/health — liveness plus a database round trip (used by the dev stack). */
export const healthModule = defineModule({
  name: 'health',
  register(app, deps) {
    app.get('/member/v1/health', async (c) => {
      await deps.db.execute(sql`select 1`);
      return c.json({ status: 'ok', database: deps.dbKind });
    });
  },
});
