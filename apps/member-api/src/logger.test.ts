// Security review L-4 and the reliability probe's 3 MB log line: a failed query is logged with
// its SQLSTATE, never with its bound parameters (phone numbers, legacy tokens, sign-in links).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, startTestApi, type TestApi } from '../test/helpers';

describe('database errors in the log (PGlite: the check constraint is this database only)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('pglite');
    // Every new login_parameters row now fails inside the database.
    await api.deps.db.execute(
      sql.raw('alter table login_parameters add constraint probe_fail check (false) not valid'),
    );
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('logs the failure without the bound parameters and without the query text', async () => {
    const secret = `{"phone":"09012345678","token":"legacy-${'x'.repeat(3000)}"}`;
    const res = await call(api, 'POST', '/member/v1/login/parameter', { body: { loginParam: secret } });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ code: 'server.error', message: 'Internal server error.' });

    const text = api.logText();
    expect(text).not.toContain('09012345678');
    expect(text).not.toContain('legacy-');
    expect(text).not.toContain('insert into');

    const line = api.logLines().find((l) => l.msg === 'unhandled error');
    expect(line).toBeDefined();
    // What an operator needs: the SQLSTATE (23514 check_violation) and the constraint.
    expect(JSON.stringify(line)).toContain('23514');
    expect(JSON.stringify(line).length).toBeLessThan(8_000);
  });
});
