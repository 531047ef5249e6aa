import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { appScript, discoverApps, selectApps } from './apps.ts';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

function repoWith(apps: Record<string, object | null>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-stack-apps-'));
  roots.push(root);
  for (const [dir, manifest] of Object.entries(apps)) {
    fs.mkdirSync(path.join(root, 'apps', dir), { recursive: true });
    if (manifest) fs.writeFileSync(path.join(root, 'apps', dir, 'package.json'), JSON.stringify(manifest));
  }
  return root;
}

describe('discoverApps', () => {
  it('finds the apps with a dev script, member API first, and knows their ports', () => {
    const root = repoWith({
      'demo-service': { name: '@member-hub/demo-service', scripts: { dev: 'x' } },
      hub: { name: '@member-hub/hub', scripts: { dev: 'vite' } },
      'member-api': { name: '@member-hub/member-api', scripts: { dev: 'x' } },
      'no-dev': { name: '@member-hub/no-dev', scripts: { build: 'x' } },
      'no-manifest': null,
      'stand-ins': { name: '@member-hub/stand-ins', scripts: { dev: 'x' } },
    });
    const apps = discoverApps(root);
    expect(apps.map((app) => [app.dir, app.readyPort])).toEqual([
      ['member-api', 'memberApi'],
      ['demo-service', 'demoService'],
      ['hub', 'hub'],
      ['stand-ins', 'legacyService'],
    ]);
  });

  it('works in a repo without apps', () => {
    expect(discoverApps(repoWith({}))).toEqual([]);
  });

  it('selects apps by directory or package name', () => {
    const root = repoWith({
      'member-api': { name: '@member-hub/member-api', scripts: { dev: 'x' } },
      hub: { name: '@member-hub/hub', scripts: { dev: 'x' } },
    });
    const apps = discoverApps(root);
    expect(selectApps(apps, ['hub']).map((a) => a.dir)).toEqual(['hub']);
    expect(selectApps(apps, ['@member-hub/member-api']).map((a) => a.dir)).toEqual(['member-api']);
    expect(selectApps(apps, 'all')).toHaveLength(2);
    expect(selectApps(apps, ['nope'])).toEqual([]);
  });

  it("runs an app's stack:<profile> script in that profile, dev otherwise", () => {
    const root = repoWith({
      hub: { name: '@member-hub/hub', scripts: { dev: 'vite', 'stack:test': 'vite build && vite preview' } },
      'member-api': { name: '@member-hub/member-api', scripts: { dev: 'x' } },
    });
    const [api, hub] = discoverApps(root);
    expect(appScript(hub!, 'test')).toBe('stack:test');
    expect(appScript(hub!, 'dev')).toBe('dev');
    expect(appScript(api!, 'test')).toBe('dev');
  });
});
