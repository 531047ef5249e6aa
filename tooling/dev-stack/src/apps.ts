// Discovery of the apps to run: every apps/* package with a `dev` script. The apps own their
// scripts; the stack only gives them the profile's environment. An app may have a script for a
// profile (`stack:test`: e.g. the hub's production build behind `vite preview`), used instead of
// `dev` in that profile.
import fs from 'node:fs';
import path from 'node:path';
import type { StackPorts } from './profiles.ts';

export interface AppInfo {
  /** Directory name under apps/, e.g. `member-api`. */
  dir: string;
  /** Package name, e.g. `@member-hub/member-api`. */
  name: string;
  /** Absolute path of the app. */
  path: string;
  /** The port the stack waits for before it calls the app ready (undefined: do not wait). */
  readyPort?: keyof StackPorts;
  /** The app's scripts named `stack:<profile>` (without the prefix), e.g. `['test']`. */
  profileScripts?: readonly string[];
}

/** The script the stack runs for `app` in `profile`: `stack:<profile>` when the app has it, else `dev`. */
export function appScript(app: Pick<AppInfo, 'profileScripts'>, profile: string): string {
  return app.profileScripts?.includes(profile) ? `stack:${profile}` : 'dev';
}

/** Which port tells that a known app is up. Unknown apps are started without a readiness wait. */
export const APP_READY_PORTS: Readonly<Record<string, keyof StackPorts>> = Object.freeze({
  'member-api': 'memberApi',
  hub: 'hub',
  profile: 'profile',
  'demo-service': 'demoService',
  // Both stand-ins run in one process; the older service's port opens last.
  'stand-ins': 'legacyService',
});

/** Apps with a `dev` script, the member API first (the SPAs and the demo service call it). */
export function discoverApps(repoRoot: string): AppInfo[] {
  const appsDir = path.join(repoRoot, 'apps');
  if (!fs.existsSync(appsDir)) return [];
  const apps: AppInfo[] = [];
  for (const dir of fs.readdirSync(appsDir).sort()) {
    const manifest = path.join(appsDir, dir, 'package.json');
    if (!fs.existsSync(manifest)) continue;
    const pkg = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {
      name?: string;
      scripts?: Record<string, string>;
    };
    if (!pkg.name || !pkg.scripts?.dev) continue;
    const profileScripts = Object.keys(pkg.scripts)
      .filter((name) => name.startsWith('stack:'))
      .map((name) => name.slice('stack:'.length));
    apps.push({
      dir,
      name: pkg.name,
      path: path.join(appsDir, dir),
      readyPort: APP_READY_PORTS[dir],
      ...(profileScripts.length > 0 ? { profileScripts } : {}),
    });
  }
  return apps.sort((a, b) => Number(b.dir === 'member-api') - Number(a.dir === 'member-api'));
}

/** Keep the apps named in `wanted` (directory or package names); `'all'` keeps every app. */
export function selectApps(apps: AppInfo[], wanted: readonly string[] | 'all'): AppInfo[] {
  if (wanted === 'all') return apps;
  return apps.filter((app) => wanted.includes(app.dir) || wanted.includes(app.name));
}
