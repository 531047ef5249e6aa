// The client-context rules, proven on small fixtures: each is linted (ESLint's Node API, the
// shared config) as a file inside a workspace; the rule must report the comparison or conversion it
// forbids, and stay quiet for the capability and for the service id module's own conversions.
import { join } from 'node:path';

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

import config, { repoRoot } from '../index.js';
import { SERVICE_ID_MODULE } from '../client-context.js';

const eslint = new ESLint({ cwd: repoRoot, overrideConfigFile: true, overrideConfig: config });

/** The no-restricted-syntax messages of `code` linted as the file at `path`. */
async function restricted(path, code) {
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, path) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const declared = [
  "declare const variant: { key: 'community' | 'members'; pushService: string };",
  'declare const info: { variant: typeof variant };',
  'declare const client: { serviceId?: string };',
  'declare const query: { serviceId: string };',
  'declare const ServiceId: { Community: 1004; Membership: 1006 };',
  'declare const sql: (s: TemplateStringsArray, ...v: unknown[]) => string;',
].join('\n');

// Linting warms up slowly on a busy machine (the first lint loads every plugin): no tight timeout.
describe('the variant decides (no variant.key comparison)', { timeout: 60_000 }, () => {
  it.each([
    ['apps/hub/src/flows/x/x.ts', "export const a = variant.key === 'members';"],
    ['apps/hub/src/flows/x/x.ts', "export const a = variant.key !== 'community';"],
    ['apps/profile/src/flows/x/pages/X/index.tsx', "export const a = info.variant.key === 'members';"],
    ['packages/app-kit/src/x.ts', "export const a = 'members' == variant.key;"],
  ])('%s: %s fails', async (path, line) => {
    expect(await restricted(path, `${declared}\n${line}\n`)).toEqual([
      expect.stringMatching(/Ask the variant for a capability/),
    ]);
  });

  it('passes a capability, and the key handed on as a value (a layout prop, a text key)', async () => {
    const code = [
      declared,
      'export const a = variant.pushService;',
      'export const b = `payout.loadingHeading.${variant.key}`;',
      'export const c = { variant: variant.key };',
    ].join('\n');
    expect(await restricted('apps/hub/src/flows/x/x.ts', code)).toEqual([]);
  });
});

describe('a service id is converted in one module', { timeout: 60_000 }, () => {
  it.each([
    ['apps/profile/src/flows/points/x.ts', 'export const a = String(ServiceId.Membership);'],
    ['apps/member-api/src/routes/x.ts', 'export const a = Number(query.serviceId);'],
    ['apps/hub/src/flows/x/x.ts', "export const a = Number(client.serviceId ?? '');"],
    [
      'apps/stand-ins/src/x.ts',
      'export const a = String(Math.random() > 0.5 ? ServiceId.Membership : ServiceId.Community);',
    ],
    ['apps/profile/src/x.test.tsx', 'export const a = `/changeEmail?serviceId=${ServiceId.Community}`;'],
    ['packages/validators/src/x.ts', 'export const a = parseInt(query.serviceId, 10);'],
  ])('%s: %s fails', async (path, line) => {
    const errors = await restricted(path, `${declared}\n${line}\n`);
    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors) expect(error).toMatch(/Convert a service id only through enums/);
  });

  it('passes the named conversions, a string passed on, a tagged template and other numbers', async () => {
    const code = [
      declared,
      'declare function serviceIdQueryOf(id: number): string;',
      'export const a = serviceIdQueryOf(ServiceId.Membership);',
      'export const e = `/changeEmail?serviceId=${serviceIdQueryOf(ServiceId.Community)}`;',
      'export const f = String(new URLSearchParams({ serviceId: serviceIdQueryOf(ServiceId.Community) }));',
      'export const b = client.serviceId;',
      'export const c = sql`select ${ServiceId.Community}`;',
      "export const d = Number('12') + String(4).length;",
    ].join('\n');
    expect(await restricted('apps/hub/src/flows/x/x.ts', code)).toEqual([]);
  });

  it('lets the service id module convert', async () => {
    const code = `${declared}\nexport const a = \`\${ServiceId.Community}\`;\nexport const b = String(ServiceId.Membership);\n`;
    expect(await restricted(SERVICE_ID_MODULE, code)).toEqual([]);
    expect(await restricted('packages/enums/src/other.ts', code)).toHaveLength(2);
  });
});
