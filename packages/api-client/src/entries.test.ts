import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

import * as root from './index';

const srcDir = path.dirname(fileURLToPath(import.meta.url));

/** Every bare import reachable from a source file through relative imports. */
function bareImportsFrom(file: string, seen = new Set<string>(), found = new Set<string>()): Set<string> {
  if (seen.has(file)) return found;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  for (const [, spec] of text.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+'([^']+)'/gm)) {
    if (!spec) continue;
    if (spec.startsWith('.')) {
      const base = path.resolve(path.dirname(file), spec);
      const target = [`${base}.ts`, path.join(base, 'index.ts')].find((candidate) => {
        try {
          readFileSync(candidate);
          return true;
        } catch {
          return false;
        }
      });
      if (target) bareImportsFrom(target, seen, found);
    } else {
      found.add(spec);
    }
  }
  return found;
}

describe('entries', () => {
  it('the root entry (imported by the server) reaches no React and no DOM-only module', () => {
    const imports = [...bareImportsFrom(path.join(srcDir, 'index.ts'))].sort();
    expect(imports).toEqual(['@member-hub/enums', '@member-hub/validators', 'zod']);
  });

  it('the root entry exposes the registry, the client factory and the policy', () => {
    expect(Object.keys(root.memberApi)).toContain('getMe');
    expect(typeof root.createMemberApiClient).toBe('function');
    expect(typeof root.classifyApiError).toBe('function');
  });
});
