// The import table of ARCHITECTURE.md, proven rule by rule: each fixture is a small source file at
// a path inside one workspace; ESLint (its Node API, with the shared config) must report exactly
// the boundary it crosses, and stay quiet for the imports the table allows.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

import config, { repoRoot } from '../index.js';

const eslint = new ESLint({ cwd: repoRoot, overrideConfigFile: true, overrideConfig: config });

/** Lint `code` as if it were the file at `path` (relative to the repository root). */
async function boundaryErrors(path, code) {
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, path) });
  return result.messages
    .filter((m) => m.ruleId === 'boundaries/dependencies' || m.ruleId?.startsWith('no-restricted-'))
    .map((m) => m.message);
}

const importing = (source) => `import { thing } from '${source}';\nexport const value = thing;\n`;

// Linting warms up slowly on a busy machine (the first lint loads every plugin): no tight timeout.
describe('what may import what (ARCHITECTURE.md)', { timeout: 60_000 }, () => {
  it.each([
    ['packages/enums/src/fixture.ts', '@member-hub/validators', /enums may import no product package/],
    ['packages/validators/src/fixture.ts', '@member-hub/ui', /validators may import @member-hub\/enums/],
    ['packages/api-client/src/contract/fixture.ts', '@member-hub/identity', /api-client may import/],
    ['packages/identity/src/fixture.ts', '@member-hub/enums', /identity may import no product package/],
    ['packages/ui/src/fixture.tsx', '@member-hub/app-kit', /ui may import/],
    ['packages/app-kit/src/fixture.ts', '@member-hub/hub', /app-kit may import .*never an app/],
    ['apps/hub/src/fixture.ts', '@member-hub/profile', /hub may import .*never an app/],
    ['apps/profile/src/fixture.ts', '@member-hub/hub', /profile may import .*never an app/],
    ['apps/member-api/src/fixture.ts', '@member-hub/ui', /member-api may import|never imports ui/],
    ['apps/member-api/src/fixture.ts', '@member-hub/identity', /never imports ui, identity/],
    ['apps/member-api/src/fixture.ts', '@member-hub/app-kit', /never imports ui, identity, app-kit/],
    ['apps/member-api/src/fixture.ts', 'firebase/auth', /Firebase JS SDK/],
    [
      'apps/member-api/src/fixture.ts',
      '@member-hub/api-client/react',
      /contract only, never its \/react entry/,
    ],
    ['apps/stand-ins/src/fixture.ts', '@member-hub/api-client', /stand-ins may import @member-hub\/enums/],
    ['apps/demo-service/src/fixture.ts', '@member-hub/hub', /never an app/],
    ['tooling/dev-stack/src/fixture.ts', '@member-hub/member-api', /never an app/],
    [
      'packages/deployment-config/src/fixture.js',
      '@member-hub/api-client',
      /deployment-config may import @member-hub\/enums, @member-hub\/validators \(never an app\)/,
    ],
    ['packages/ui/src/fixture.tsx', '@member-hub/deployment-config', /ui may import/],
    ['apps/stand-ins/src/fixture.ts', '@member-hub/deployment-config', /stand-ins may import/],
  ])('%s importing %s fails', async (path, source, message) => {
    const errors = await boundaryErrors(path, importing(source));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it.each([
    ['packages/enums/src/fixture.ts', 'react'],
    ['packages/validators/src/fixture.ts', 'react'],
    ['packages/validators/src/fixture.ts', '@tanstack/react-query'],
    ['packages/api-client/src/contract/fixture.ts', 'react'],
    ['packages/api-client/src/client/fixture.ts', '@tanstack/react-query'],
    ['packages/api-client/src/fixture.ts', 'react-dom'],
    ['apps/hub/src/flows/fixture.ts', 'react'],
    ['apps/hub/src/flows/login/email-login.ts', 'react'],
    ['apps/profile/src/login/flows/fixture.ts', 'react-router'],
    ['packages/app-kit/src/client/flows/fixture.ts', 'react'],
  ])('%s importing %s (React) fails', async (path, source) => {
    expect(await boundaryErrors(path, importing(source))).toEqual([
      expect.stringMatching(/never import React/),
    ]);
  });

  it.each([
    ['packages/ui/src/fixture.ts', 'firebase/auth'],
    ['packages/ui/src/fixture.ts', 'firebase'],
    ['packages/ui/src/components/fixture.tsx', '@member-hub/api-client'],
    ['packages/ui/src/components/fixture.tsx', '@member-hub/identity'],
  ])('%s importing %s (network) fails', async (path, source) => {
    expect(await boundaryErrors(path, importing(source))).toEqual([
      expect.stringMatching(/ui never calls the network/),
    ]);
  });

  it('ui calling fetch, XMLHttpRequest or sendBeacon fails', async () => {
    const errors = await boundaryErrors(
      'packages/ui/src/components/fixture.ts',
      [
        "export const a = () => fetch('/member/v1/me');",
        'export const b = () => new XMLHttpRequest();',
        "export const c = () => navigator.sendBeacon('/x');",
        "export const d = () => window.fetch('/x');",
      ].join('\n'),
    );
    expect(errors).toHaveLength(4);
    for (const error of errors) expect(error).toMatch(/ui never calls the network/);
  });

  it('passes the imports the table allows', async () => {
    const allowed = [
      ['packages/enums/src/fixture.ts', 'node:path'],
      ['packages/validators/src/fixture.ts', '@member-hub/enums'],
      ['packages/validators/src/fixture.ts', 'zod'],
      ['packages/api-client/src/contract/fixture.ts', '@member-hub/validators'],
      ['packages/api-client/src/react/fixture.ts', '@tanstack/react-query'],
      ['packages/api-client/src/react/fixture.ts', 'react'],
      ['packages/identity/src/fixture.ts', 'firebase/auth'],
      ['packages/ui/src/fixture.tsx', '@member-hub/validators'],
      ['packages/ui/src/fixture.tsx', 'react'],
      ['packages/app-kit/src/fixture.ts', '@member-hub/api-client/react'],
      ['packages/app-kit/src/fixture.tsx', '@member-hub/ui'],
      ['packages/app-kit/src/fixture.ts', '@member-hub/identity'],
      ['apps/hub/src/fixture.tsx', '@member-hub/app-kit'],
      ['apps/hub/src/fixture.tsx', '@member-hub/ui'],
      ['apps/profile/src/fixture.tsx', '@member-hub/app-kit'],
      ['apps/hub/src/pages/Login/useThing.ts', 'react'],
      ['apps/hub/src/flows/fixture.test.ts', 'react'],
      ['apps/hub/src/flows/login/hooks/useThing.ts', 'react'],
      ['apps/hub/src/flows/login/pages/Thing/index.tsx', 'react'],
      ['apps/member-api/src/fixture.ts', '@member-hub/api-client/contract'],
      ['apps/member-api/src/fixture.ts', '@member-hub/validators'],
      ['apps/member-api/src/fixture.ts', '@member-hub/dev-stack/emulator'],
      ['apps/stand-ins/src/fixture.ts', '@member-hub/enums'],
      ['packages/deployment-config/src/fixture.js', '@member-hub/validators'],
      ['packages/app-kit/src/fixture.ts', '@member-hub/deployment-config/vite'],
      ['apps/member-api/src/fixture.ts', '@member-hub/deployment-config'],
      ['apps/hub/src/fixture.tsx', '@member-hub/deployment-config/embed'],
      ['tooling/dev-stack/src/fixture.ts', '@member-hub/deployment-config/headers'],
      ['packages/ui/src/components/fixture.test.tsx', '@member-hub/vitest-config'],
    ];
    for (const [path, source] of allowed) {
      expect({ path, source, errors: await boundaryErrors(path, importing(source)) }).toEqual({
        path,
        source,
        errors: [],
      });
    }
  });

  it("the api-client's contract reaching into src/react fails; src/react itself may", async () => {
    expect(
      await boundaryErrors('packages/api-client/src/contract/fixture.ts', importing('../react/hooks')),
    ).toEqual([expect.stringMatching(/stay React-free/)]);
    expect(await boundaryErrors('packages/api-client/src/react/fixture.ts', importing('./hooks'))).toEqual(
      [],
    );
    expect(
      await boundaryErrors('packages/api-client/src/react/fixture.ts', importing('../contract')),
    ).toEqual([]);
  });

  it.each(['drizzle-orm', 'drizzle-orm/pg-core', '../db/schema', '../db/schema/members'])(
    'a member-api route importing %s (SQL outside src/queries/) fails',
    async (source) => {
      expect(await boundaryErrors('apps/member-api/src/routes/fixture.ts', importing(source))).toEqual([
        expect.stringMatching(/a member-api route holds no SQL/),
      ]);
    },
  );

  it.each([
    ['apps/member-api/src/queries/fixture.ts', 'drizzle-orm'],
    ['apps/member-api/src/queries/fixture.ts', '../db/schema'],
    ['apps/member-api/src/routes/fixture.test.ts', 'drizzle-orm'],
    ['apps/member-api/src/routes/fixture.ts', '../queries/members'],
    ['apps/member-api/src/routes/fixture.ts', '../db/client'],
  ])(
    '%s importing %s (SQL in src/queries/, a route test, a route over queries) passes',
    async (path, source) => {
      expect(await boundaryErrors(path, importing(source))).toEqual([]);
    },
  );

  it('ui tests may fetch (a test can stand up what it renders)', async () => {
    expect(
      await boundaryErrors('packages/ui/src/fixture.test.ts', "export const a = () => fetch('/x');"),
    ).toEqual([]);
  });

  it('checks dynamic imports and re-exports as well as imports', async () => {
    expect(
      await boundaryErrors(
        'packages/enums/src/fixture.ts',
        "export const load = () => import('@member-hub/ui');",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors('packages/enums/src/fixture.ts', "export { thing } from 'react';"),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'packages/validators/src/fixture.ts',
        "import type { ReactNode } from 'react';\nexport type X = ReactNode;",
      ),
    ).toHaveLength(1);
  });
});

describe('every workspace applies the rules through its own eslint.config.js', () => {
  const workspaces = ['apps', 'packages', 'tooling'].flatMap((group) =>
    readdirSync(join(repoRoot, group), { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(join(repoRoot, group, d.name, 'eslint.config.js')))
      .map((d) => `${group}/${d.name}`),
  );

  it.each(workspaces)('%s', async (workspace) => {
    const cwd = join(repoRoot, workspace);
    const own = new ESLint({ cwd });
    const file = join(cwd, 'src', 'boundaries-fixture.ts');
    const options = await own.calculateConfigForFile(file);
    expect(options.rules['boundaries/dependencies']?.[0]).toBe(2);
    const [result] = await own.lintText(importing('@member-hub/hub'), { filePath: file });
    expect(result.messages.map((m) => m.ruleId)).toContain('boundaries/dependencies');
  });
});
