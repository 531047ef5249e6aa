// Shared Vitest settings. Each package keeps its own vitest.config.ts:
//   import { defineProject } from 'vitest/config';
//   import { sharedTest } from '@member-hub/vitest-config';
//   export default defineProject({ test: sharedTest({ name: 'validators' }) });
//
// Every run also writes a JSON report to <repo>/reports/vitest/<name>.json so that the
// test command can print one closing line: "N passed, N failed".
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * @param {{ name: string, environment?: 'node' | 'jsdom', setupFiles?: string[], include?: string[] }} options
 */
export function sharedTest({ name, environment = 'node', setupFiles = [], include }) {
  return {
    name,
    environment,
    setupFiles,
    include: include ?? ['src/**/*.test.{ts,tsx}'],
    // The custom condition lets tests read each workspace package's `src/` directly.
    reporters: ['default', ['json', { outputFile: path.join(repoRoot, 'reports/vitest', `${name}.json`) }]],
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'] },
  };
}

/** Resolve workspace packages to their TypeScript source (the `@member-hub/source` condition). */
export const sourceConditions = { conditions: ['@member-hub/source'] };
