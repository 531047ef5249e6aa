import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { build } from 'vite';
import { describe, expect, it } from 'vitest';

import { localDeploymentConfig } from './index.js';
import { deploymentConfigPlugin } from './vite.js';

/** Build a one-line entry that reads the injected constant; returns the bundle's code. */
async function buildReading(mode: string, env: Record<string, string | undefined>) {
  const root = mkdtempSync(join(tmpdir(), 'deployment-config-'));
  const entry = join(root, 'entry.js');
  writeFileSync(entry, 'export const company = __MEMBER_HUB_DEPLOYMENT__.operatingCompany;\n');
  const output = await build({
    root,
    mode,
    logLevel: 'silent',
    configFile: false,
    plugins: [deploymentConfigPlugin({ env })],
    build: { write: false, minify: false, lib: { entry, formats: ['es'], fileName: 'out' } },
  });
  const [result] = Array.isArray(output) ? output : [output];
  if (!result || !('output' in result)) throw new Error('no build output');
  return result.output[0].code;
}

describe('deploymentConfigPlugin', () => {
  it('injects the local values into a build of the local stack', async () => {
    const code = await buildReading('production', { MEMBER_HUB_PROFILE: 'test' });
    expect(code).toContain(localDeploymentConfig().operatingCompany);
  });

  it('stops a production build without the configuration, naming the keys', async () => {
    await expect(buildReading('production', {})).rejects.toThrow(
      /MEMBER_HUB_DEPLOYMENT_CONFIG.*Missing: returnUrlPrefixes/,
    );
  });
});
