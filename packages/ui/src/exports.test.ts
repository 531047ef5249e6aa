// The package's faces: every subpath of `exports` loads, hands out the very bindings of the root
// entry (one module, whichever way it is imported), and together they cover the root entry, so an
// app can import `@member-hub/ui/button` instead of the whole barrel.
import { describe, expect, it } from 'vitest';

import packageJson from '../package.json';
import * as root from './index';

/** Every module a subpath may point at, by its path in the package (`./src/…`). */
const modules = import.meta.glob<Record<string, unknown>>([
  './components/*/index.tsx',
  './hooks/index.ts',
  './i18n/index.ts',
  './profile-form/index.ts',
  './tokens.ts',
  './contrast.ts',
]);
const exportsMap: Record<string, string> = packageJson.exports;
const subpaths = Object.entries(exportsMap).filter(
  ([subpath, target]) => subpath !== '.' && /\.tsx?$/.test(target),
);

async function load(target: string): Promise<Record<string, unknown>> {
  const loader = modules[target.replace(/^\.\/src\//, './')];
  if (!loader) throw new Error(`${target}: not a module of src/ this test knows`);
  return loader();
}

describe('exports by subpath', { timeout: 60_000 }, () => {
  it.each(subpaths)('%s (%s) hands out the root entry’s own bindings', async (_subpath, target) => {
    const entry = await load(target);
    const shared = Object.keys(entry).filter((name) => name in root);
    expect(shared.length).toBeGreaterThan(0);
    for (const name of shared) expect(entry[name], name).toBe((root as Record<string, unknown>)[name]);
  });

  it('every value of the root entry is also reachable through a subpath', async () => {
    const reachable = new Set<string>();
    for (const [, target] of subpaths)
      for (const name of Object.keys(await load(target))) reachable.add(name);
    expect(Object.keys(root).filter((name) => !reachable.has(name))).toEqual([]);
  });
});
