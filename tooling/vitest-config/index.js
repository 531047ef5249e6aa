// Shared Vitest settings. Each package keeps its own vitest.config.ts:
//   import { defineProject } from 'vitest/config';
//   import { sharedTest } from '@member-hub/vitest-config';
//   export default defineProject({ test: sharedTest({ name: 'validators' }) });
//
// Every run also writes a JSON report to <repo>/reports/vitest/<name>.json so that the
// test command can print one closing line: "N passed, N failed".
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const jsdomSetup = path.join(here, 'jsdom-setup.js');

/**
 * @param {{ name: string, environment?: 'node' | 'jsdom', setupFiles?: string[], include?: string[] }} options
 */
export function sharedTest({ name, environment = 'node', setupFiles = [], include }) {
  return {
    name,
    environment,
    // The shared jsdom set-up by its own path (not through node_modules, which it is therefore
    // not exported by), so that it is compiled and run in each file's context with the same
    // Testing Library the tests import.
    setupFiles: environment === 'jsdom' ? [jsdomSetup, ...setupFiles] : setupFiles,
    include: include ?? ['src/**/*.test.{ts,tsx}'],
    // The custom condition lets tests read each workspace package's `src/` directly.
    reporters: ['default', ['json', { outputFile: path.join(repoRoot, 'reports/vitest', `${name}.json`) }]],
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'] },
    // jsdom files run in VM contexts (a fresh context and module graph per file) in workers kept
    // between files: Node and jsdom start once per worker instead of once per file, which was
    // most of these suites' CPU (docs/perf/ci-time.md).
    ...(environment === 'jsdom' ? { pool: 'vmThreads' } : {}),
  };
}

/** Resolve workspace packages to their TypeScript source (the `@member-hub/source` condition). */
export const sourceConditions = { conditions: ['@member-hub/source'] };
