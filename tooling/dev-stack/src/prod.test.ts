// The production topology end to end (npm run start:prod): the real builds behind Debian's nginx,
// two member-api instances on PostgreSQL and Redis. Builds the member API, the hub and the profile
// app first (several minutes on a shared 2-core machine), so it runs only when asked:
//   MEMBER_HUB_PROD_TOPOLOGY=1 pnpm --filter @member-hub/dev-stack exec vitest run src/prod.test.ts
import fs from 'node:fs';
import path from 'node:path';

import { headersForPath, readHeaderSet, SECURITY_HEADERS_FILE } from '@member-hub/deployment-config/headers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { NGINX_BIN, PROD_BUILD_DIR, startProdStack, type ProdStack } from './prod.ts';
import { repoRoot } from './stack.ts';

const wanted = process.env.MEMBER_HUB_PROD_TOPOLOGY === '1' && fs.existsSync(NGINX_BIN);

describe.runIf(wanted)('the production topology', () => {
  let stack: ProdStack;
  const lines: string[] = [];

  beforeAll(async () => {
    stack = await startProdStack({ log: (line) => lines.push(line) });
  }, 900_000);

  afterAll(async () => {
    await stack?.stop();
  }, 60_000);

  it('serves every page with exactly the header set its build wrote', async () => {
    const sets = {
      hub: readHeaderSet(path.join(repoRoot, 'apps/hub', PROD_BUILD_DIR, SECURITY_HEADERS_FILE)),
      profile: readHeaderSet(path.join(repoRoot, 'apps/profile', PROD_BUILD_DIR, SECURITY_HEADERS_FILE)),
    };
    const pages: Array<[string, 'hub' | 'profile']> = [
      ['/login', 'hub'],
      ['/register', 'hub'],
      ['/sso', 'hub'],
      ['/profileEdit', 'profile'],
      ['/changeEmail', 'profile'],
      ['/profileEdit/prefectures', 'profile'],
    ];
    for (const [page, app] of pages) {
      const response = await fetch(`${stack.url}${page}`);
      expect(response.status, page).toBe(200);
      expect(await response.text(), page).toContain('<div id="root"');
      const expected = headersForPath(sets[app], page);
      const served = Object.fromEntries(
        Object.keys(expected).map((name) => [name, response.headers.get(name)]),
      );
      expect(served, page).toEqual(expected);
    }
    expect(
      (await fetch(`${stack.url}/profileEdit/prefectures`)).headers.get('content-security-policy'),
    ).toMatch(/frame-ancestors http:\/\/localhost:7190 /);
    // The instances' probes and metrics are not public: nginx serves the hub's page there.
    const metrics = await fetch(`${stack.url}/metrics`);
    expect(metrics.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('carries nginx’s request id into the instance’s log line of that request', async () => {
    const response = await fetch(`${stack.url}/member/v1/health`, {
      headers: { 'x-request-id': 'forged-by-caller' },
    });
    expect(response.status).toBe(200);
    const id = response.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const accessLog = fs.readFileSync(path.join(stack.runDir, 'nginx/access.log'), 'utf8');
    expect(accessLog).toContain(`rid=${id}`);
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // the instance's log is buffered
    expect(lines.some((line) => line.includes(`"requestId":"${id}"`))).toBe(true);
  });

  it('keeps answering while one instance is killed and the other restarted with SIGTERM', async () => {
    const statuses: number[] = [];
    let running = true;
    const load = (async () => {
      while (running) {
        const response = await fetch(`${stack.url}/member/v1/health`);
        statuses.push(response.status);
        await response.body?.cancel();
      }
    })();
    const [a, b] = stack.instances;
    await new Promise((resolve) => setTimeout(resolve, 300));
    a?.process.child.kill('SIGKILL');
    await a?.process.exited;
    await new Promise((resolve) => setTimeout(resolve, 500));
    await stack.startInstance(0);
    // SIGTERM: B drains and ends; nginx sends the rest to the restarted A.
    b?.process.child.kill('SIGTERM');
    expect(await b?.process.exited).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    running = false;
    await load;
    expect(statuses.length).toBeGreaterThan(20);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const restarted = await fetch(`${stack.instances[0]?.url}/readyz`);
    expect(restarted.status).toBe(200);
  }, 180_000);
});
