// The flow-folder rule, proven on small fixtures: each is linted (ESLint's Node API, the shared
// config) as a file inside an app's flows; the rule must report the flow folder it reaches into,
// and stay quiet for the flow's own files, flows/shared and what lies outside flows/.
import { join } from 'node:path';

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

import config, { repoRoot } from '../index.js';
import { KEPT_FLOW_IMPORTS } from '../flow-folders.js';

const eslint = new ESLint({ cwd: repoRoot, overrideConfigFile: true, overrideConfig: config });

/** The flow-folder messages of `code` linted as the file at `path`. */
async function flowErrors(path, code) {
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, path) });
  return result.messages
    .filter((m) => m.ruleId === 'flow-folders/no-cross-flow-import')
    .map((m) => m.message);
}

const importing = (source) => `import { thing } from '${source}';\nexport const value = thing;\n`;

// Linting warms up slowly on a busy machine (the first lint loads every plugin): no tight timeout.
describe('a flow folder never imports another', { timeout: 60_000 }, () => {
  it.each([
    [
      'apps/hub/src/flows/register/register.ts',
      '../login/email-login',
      /flows\/register may not import flows\/login/,
    ],
    [
      'apps/hub/src/flows/login/pages/Login/index.tsx',
      '../../../google/hooks/useGoogleLogin',
      /flows\/login may not import flows\/google/,
    ],
    [
      'apps/profile/src/flows/avatar/pages/Avatar/index.tsx',
      '../../../profile-edit/profile-edit',
      /flows\/avatar may not import flows\/profile-edit/,
    ],
    [
      'apps/profile/src/flows/profile-edit/profile-edit.ts',
      '../avatar',
      /flows\/profile-edit may not import flows\/avatar/,
    ],
    [
      'apps/hub/src/flows/shared/register-google.ts',
      '../register/register',
      /flows\/shared may not import flows\/register/,
    ],
    [
      'apps/hub/src/flows/shared/hooks/useMailStep.ts',
      '../../login/hooks/useEmailLogin',
      /flows\/shared may not import flows\/login/,
    ],
  ])('%s importing %s fails', async (path, source, message) => {
    const errors = await flowErrors(path, importing(source));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it('catches re-exports and lazy imports too', async () => {
    const code = [
      "export { a } from '../login/email-login';",
      "export * from '../google/provider';",
      "export const load = () => import('../payout/payout');",
    ].join('\n');
    expect(await flowErrors('apps/hub/src/flows/register/register.ts', code)).toHaveLength(3);
  });

  it.each([
    // The flow's own files, at any depth.
    ['apps/hub/src/flows/login/pages/Login/index.tsx', '../../hooks/useEmailLogin'],
    ['apps/profile/src/flows/avatar/pages/Avatar/index.tsx', '../../avatar'],
    // flows/shared, from a flow and from inside shared.
    ['apps/hub/src/flows/register/register.ts', '../shared/email-login'],
    ['apps/hub/src/flows/shared/hand-back/loader.ts', '../hand-back'],
    ['apps/hub/src/flows/shared/hooks/useMailStep.ts', '../email-login'],
    // Outside flows/: the app's shell, route paths and test helpers; packages.
    ['apps/hub/src/flows/login/pages/Login/index.tsx', '../../../../shell/ServicesContext'],
    ['apps/profile/src/flows/avatar/avatar.ts', '../../route-paths'],
    ['apps/hub/src/flows/register/register.ts', '@member-hub/validators'],
    // The route table composes flows: it is no flow.
    ['apps/hub/src/routes.tsx', './flows/login/pages/Login'],
    // The same folder name in another app is not this app's flow.
    ['apps/hub/src/flows/login/x.ts', '../../../../profile/src/flows/avatar/avatar'],
  ])('%s importing %s passes', async (path, source) => {
    expect(await flowErrors(path, importing(source))).toEqual([]);
  });

  it('keeps only the imports it lists, each between two flows of one app', async () => {
    for (const edge of Object.keys(KEPT_FLOW_IMPORTS)) {
      const [, app, from, to] = /^(\w+): ([\w-]+) -> ([\w-]+)$/.exec(edge);
      expect(from).not.toBe(to);
      expect(await flowErrors(`apps/${app}/src/flows/${from}/x.ts`, importing(`../${to}/y`))).toEqual([]);
    }
  });
});
